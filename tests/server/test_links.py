"""Links that reach a friend's phone: ``--lan``, ``--public-url``, and the page's warning
when they only work on this computer.

The LAN address is chosen from the interface list (tested here with made-up
lists, not the network); one test runs ``royaumes serve --lan`` for real.
"""

from __future__ import annotations

from pathlib import Path

import httpx
import pytest
from typer.testing import CliRunner

from royaumes.cli import app as cli_app
from royaumes.server.links import is_local_only, lan_address
from royaumes.server.settings import Settings

from ._api_helpers import human, real_server, serve

_HOME = {
    "lo": ["127.0.0.1"],
    "docker0": ["172.17.0.1"],
    "wlp2s0": ["192.168.1.23"],
    "tailscale0": ["100.101.102.103"],
}


@pytest.mark.parametrize(
    ("interfaces", "expected"),
    [
        (_HOME, "192.168.1.23"),  # the Wi-Fi card, not the containers' bridge or the VPN
        ({"lo": ["127.0.0.1"]}, None),  # no network at all
        ({"lo0": ["127.0.0.1"], "en0": ["10.0.0.7"], "bridge100": ["192.168.64.1"]}, "10.0.0.7"),
        ({"eth0": ["10.1.2.3"], "wlan0": ["192.168.0.12"]}, "192.168.0.12"),
        ({"eth0": ["169.254.3.4"], "veth12": ["10.0.0.2"]}, None),  # link-local; a container's
        ({"eth0": ["8.8.4.4"]}, None),  # a public address: that is --public-url's job
        ({"eth0": ["not-an-ip", "192.168.2.2"]}, "192.168.2.2"),
        ({"br-5e3": ["172.18.0.1"], "ens3": ["172.31.4.5"]}, "172.31.4.5"),
    ],
)
def test_the_lan_address_is_chosen_from_the_interfaces(
    interfaces: dict[str, list[str]], expected: str | None
) -> None:
    assert lan_address(interfaces) == expected


@pytest.mark.parametrize(
    ("url", "local"),
    [
        ("http://127.0.0.1:8000", True),
        ("http://localhost:8000", True),
        ("http://[::1]:8000", True),
        ("http://192.168.1.23:8000", False),
        ("https://royaumes.example.org", False),
    ],
)
def test_local_only_links(url: str, local: bool) -> None:
    assert is_local_only(url) is local


@pytest.mark.parametrize(
    ("url", "clean"),
    [
        ("https://royaumes.example.org/", "https://royaumes.example.org"),
        ("http://192.168.1.23:8000", "http://192.168.1.23:8000"),
    ],
)
def test_public_urls_are_checked(url: str, clean: str) -> None:
    assert Settings(public_url=url).public_url == clean


@pytest.mark.parametrize(
    "url", ["ftp://x.org", "royaumes.example.org", "https://x.org/royaumes", "http://x:port", ""]
)
def test_bad_public_urls_are_refused(url: str) -> None:
    with pytest.raises(ValueError, match="http"):
        Settings(public_url=url)
    result = CliRunner().invoke(cli_app, ["serve", "--public-url", url])
    assert result.exit_code == 1
    assert "--public-url" in result.output


def _create(client: object, host: str = "server") -> dict[str, object]:
    body = {"game": "deux_rois", "num_players": 6, "seats": [human("a")] * 6, "host": host}
    response = client.post("/api/tables", json=body)  # type: ignore[attr-defined]
    assert response.status_code == 201, response.text
    data: dict[str, object] = response.json()
    return data


def test_every_link_is_built_on_the_public_url(tmp_path: Path) -> None:
    with serve(tmp_path, public_url="https://royaumes.example.org") as client:
        created = _create(client, host="person")
    links = [s["join_url"] for s in created["seats"]]  # type: ignore[attr-defined]
    links += [created["spectator_url"], created["host"]["url"]]  # type: ignore[index]
    assert all(str(link).startswith("https://royaumes.example.org/t/") for link in links)
    assert created["local_only"] is False


def test_links_on_this_computer_are_said_to_be_local(tmp_path: Path) -> None:
    with serve(tmp_path, public_url="http://127.0.0.1:8000") as client:
        assert _create(client)["local_only"] is True


def test_serve_lan_listens_everywhere_and_links_on_the_lan_address(tmp_path: Path) -> None:
    address = lan_address()
    with real_server(tmp_path, "--lan") as (base, log, _process):
        port = base.rsplit(":", 1)[1]
        with httpx.Client(base_url=base) as client:
            created = _create(client)
        printed = log.read_text(errors="replace")
        if address is None:
            assert "no address in a local network" in printed
            assert created["local_only"] is True
        else:
            url = f"http://{address}:{port}"
            assert url in printed  # the address to give friends, with a QR code under it
            assert "█" in printed or "▀" in printed
            assert str(created["spectator_url"]).startswith(url)
            assert created["local_only"] is False
            # Listening on every interface: the LAN address answers too.
            assert httpx.get(f"{url}/api/health", timeout=5).is_success
