"""What a newcomer ran into: stale versions judged on what the sender saw, the join
link's page, unknown routes, leaving without a body."""

from __future__ import annotations

from pathlib import Path

from ._api_helpers import assert_error, bearer, create_table, human, serve, tokens_of


def _view(client: object, table_id: str, token: str) -> dict[str, object]:
    response = client.get(f"/api/tables/{table_id}/view", headers=bearer(token))  # type: ignore[attr-defined]
    assert response.status_code == 200, response.text
    data: dict[str, object] = response.json()
    return data


def test_a_version_from_the_future_is_refused(tmp_path: Path) -> None:
    with serve(tmp_path) as client:
        created = create_table(client, "debarquement", [human(), human()])
        table_id, tokens = created["table"]["id"], tokens_of(created)
        view = _view(client, table_id, tokens[0])
        action = view["legal_actions"][0]["text"]  # type: ignore[index]
        post = {"action": action, "version": 10_000}
        url = f"/api/tables/{table_id}/actions"
        assert_error(client.post(url, json=post, headers=bearer(tokens[0])), 409, "action/stale")
        assert _view(client, table_id, tokens[0])["version"] == view["version"]


def test_a_stale_choice_counts_but_not_on_a_position_its_sender_never_saw(
    tmp_path: Path,
) -> None:
    with serve(tmp_path) as client:
        created = create_table(client, "debarquement", [human(), human()])
        table_id, tokens = created["table"]["id"], tokens_of(created)
        url = f"/api/tables/{table_id}/actions"
        seen = _view(client, table_id, tokens[0])
        version = seen["version"]
        hand1 = _view(client, table_id, tokens[1])["legal_actions"]
        # Seat 1 chooses first; seat 0's choice made on the older version still counts.
        first = {"action": hand1[0]["text"], "version": version}  # type: ignore[index]
        assert client.post(url, json=first, headers=bearer(tokens[1])).status_code == 200
        mine = {"action": seen["legal_actions"][0]["text"], "version": version}  # type: ignore[index]
        assert client.post(url, json=mine, headers=bearer(tokens[0])).status_code == 200
        # The same stale version now names a position from before the reveal: refused.
        later = _view(client, table_id, tokens[0])
        if later["legal_actions"]:
            again = {"action": later["legal_actions"][0]["text"], "version": version}  # type: ignore[index]
            assert_error(
                client.post(url, json=again, headers=bearer(tokens[0])), 409, "action/stale"
            )


def test_the_join_link_opens_a_page_and_unknown_routes_answer_in_the_api_format(
    tmp_path: Path,
) -> None:
    with serve(tmp_path) as client:
        created = create_table(client, "prince_noir", [human(), human()])
        page = client.get(f"/t/{created['table']['id']}")
        assert page.status_code == 200
        assert '<script type="module" src="/static/app.js">' in page.text
        assert client.get("/t/nope").status_code == 404
        assert_error(client.get("/api/no/such/route"), 404, "http/not_found")
        page = client.get("/no/such/page")  # a browser gets the site's page, which says so
        assert page.status_code == 404
        assert '<main id="app"' in page.text


def test_leaving_needs_no_body(tmp_path: Path) -> None:
    with serve(tmp_path) as client:
        created = create_table(client, "prince_noir", [human(), human()])
        table_id, tokens = created["table"]["id"], tokens_of(created)
        response = client.post(f"/api/tables/{table_id}/leave", headers=bearer(tokens[1]))
        assert response.status_code == 200, response.text
        assert response.json()["seats"][1]["kind"] == "bot"
