"""The links a table hands out (join, host, spectator, QR codes): on which address.

A link must open on the phone of the person it is sent to. By default the
server listens on 127.0.0.1 and its links work on this computer only (the
page says so beside each link). ``royaumes serve --lan`` listens on every
interface and builds the links on this machine's address in the local network,
found from the interface list (no network request); ``--public-url`` builds
them on a given URL (a server behind a reverse proxy or a tunnel).
"""

from __future__ import annotations

import ipaddress
from collections.abc import Mapping, Sequence

__all__ = ["interface_addresses", "is_local_only", "lan_address"]

# Interfaces of containers, VMs and VPNs: their addresses do not reach a friend's phone
# on the same Wi-Fi.
_VIRTUAL = ("docker", "br-", "veth", "virbr", "vboxnet", "vmnet", "lxc", "lxd", "podman",
            "cni", "flannel", "tun", "tap", "wg", "zt", "tailscale", "utun", "awdl",
            "llw")  # fmt: skip
# Interface name prefixes of real network cards (Wi-Fi first: the usual case at home).
_PHYSICAL = ("wl", "wlan", "wi-fi", "en", "eth", "ethernet")


def interface_addresses() -> dict[str, list[str]]:
    """This machine's IPv4 addresses, by network interface, for the interfaces that
    are up (read from the operating system by psutil; nothing is sent)."""
    import socket

    import psutil

    stats = psutil.net_if_stats()
    return {
        name: [a.address for a in addresses if a.family == socket.AF_INET]
        for name, addresses in psutil.net_if_addrs().items()
        if name in stats and stats[name].isup
    }


def lan_address(interfaces: Mapping[str, Sequence[str]] | None = None) -> str | None:
    """The IPv4 address a phone on the same local network reaches this machine at, or
    ``None`` when there is none (no network, or loopback only).

    ``interfaces``: IPv4 addresses by interface name (default: this machine's,
    :func:`interface_addresses`). A private address (RFC 1918) of a physical card is
    preferred, Wi-Fi first; containers' and VPNs' interfaces and loopback, link-local
    and public addresses come last or not at all.
    """
    if interfaces is None:
        interfaces = interface_addresses()
    ranked: list[tuple[int, int, str]] = []
    for order, (name, addresses) in enumerate(interfaces.items()):
        lowered = name.lower()
        if lowered.startswith(_VIRTUAL):
            continue
        for text in addresses:
            try:
                address = ipaddress.IPv4Address(text)
            except ValueError:
                continue
            if address.is_loopback or address.is_link_local or address.is_unspecified:
                continue
            if not address.is_private:
                continue  # a public address is not "the local network"; --public-url is
            physical = next(
                (i for i, prefix in enumerate(_PHYSICAL) if lowered.startswith(prefix)),
                len(_PHYSICAL),
            )
            # 192.168/16 is the home router's range; 172.16/12 is often a container's.
            home = 0 if text.startswith("192.168.") else 1 if text.startswith("10.") else 2
            ranked.append((physical * 10 + home, order, text))
    return min(ranked)[2] if ranked else None


def is_local_only(base_url: str) -> bool:
    """Whether links on ``base_url`` open on this computer only (a loopback host)."""
    from urllib.parse import urlsplit

    host = urlsplit(base_url).hostname or ""
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False
