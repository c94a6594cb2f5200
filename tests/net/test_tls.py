"""TLS at HAProxy (README, "TLS at HAProxy"): the shipped configuration with its commented
TLS line switched on, and a throwaway self-signed certificate made by openssl. A player's app
opens a `dilotis://` invitation with `wss://` and checks the certificate against what its
system trusts (here the test's certificate, through SSL_CERT_FILE, in this test only); a
certificate it does not trust is refused, and a plain `ws://` is never answered in its
place."""

from __future__ import annotations

import ssl

import pytest

from diloti_qt.net.client import Client, room_url
from diloti_qt.net.invite import make_invite, parse_invite

from .helpers import run


def test_a_dilotis_invitation_is_joined_over_tls_at_haproxy(tls_proxy, monkeypatch):
    proxy, certificate = tls_proxy
    monkeypatch.setenv("SSL_CERT_FILE", str(certificate))

    async def scenario():
        host = await Client.connect(proxy.url)
        welcome = await host.create("Ana", "pagat-2p", ["friend", "friend"])
        invitation = make_invite(proxy.url, welcome["room"])
        assert invitation.startswith(f"dilotis://localhost:{proxy.port}/")
        url, room = parse_invite(invitation)
        assert url == proxy.url and room == welcome["room"]
        guest = await Client.connect(room_url(url, room))
        tls = guest.ws.transport.get_extra_info("ssl_object")
        assert tls.version() in ("TLSv1.2", "TLSv1.3")
        assert tls.getpeercert()["subject"] == ((("commonName", "localhost"),),)
        await guest.join(room, "Vasilis")
        lobby = await host.until(lambda m: m["type"] == "lobby"
                                 and m["seats"][1]["connected"], 10)
        assert [s["name"] for s in lobby["seats"]] == ["Ana", "Vasilis"]
        await guest.ready()
        await host.until(lambda m: m["type"] == "lobby" and m["seats"][1]["ready"], 10)
        await host.start()
        view = await guest.next("view")
        assert view["view"]["seat"] == 1 and guest.view is not None
        for c in (host, guest):
            await c.close()

    run(scenario(), 30)


def test_a_certificate_the_player_does_not_trust_is_refused_and_plain_ws_is_not_answered(
        tls_proxy, monkeypatch):
    proxy, _ = tls_proxy
    monkeypatch.delenv("SSL_CERT_FILE", raising=False)
    monkeypatch.delenv("SSL_CERT_DIR", raising=False)

    async def scenario():
        with pytest.raises(ssl.SSLCertVerificationError):
            await Client.connect(proxy.url)
        with pytest.raises(Exception) as plain:  # TLS only: no game spoken in the clear
            await Client.connect(f"ws://127.0.0.1:{proxy.port}/")
        assert not isinstance(plain.value, ssl.SSLError)

    run(scenario(), 30)
