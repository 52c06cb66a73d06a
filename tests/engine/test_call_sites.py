"""Helpers read again with one call site's argument kinds (ScopeFinder.call_site_scopes)."""
from __future__ import annotations

import textwrap

from hybridlint.engine import scopes as scopes_module
from hybridlint.rules import analyze

from .helpers import find_scopes

MERGE = """
from mxnet.gluon import nn
class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        return {calls}
    def merge(self, F, outs):
        return {body}
"""


def _sites(calls: str, body: str = "F.concat(*outs, dim=0)"):
    _, finder = find_scopes(MERGE.format(calls=calls, body=body))
    return finder.call_site_scopes()


def _analyze(calls: str, body: str = "F.concat(*outs, dim=0)"):
    return analyze(textwrap.dedent(MERGE.format(calls=calls, body=body)), "net.py")


def test_the_call_handing_a_tensor_is_read_on_its_own():
    sites = _sites("self.merge(F, [x, x]), self.merge(F, F.relu(x))")
    assert [(s.name, s.params["outs"].value, s.call_site) for s in sites] == [
        ("Net.merge", "tensor", True)]
    assert sites[0].reached_via[0] == "Net.hybrid_forward"


def test_no_reading_where_no_call_hands_a_tensor():
    assert _sites("self.merge(F, [x, x]), self.merge(F, outs=[x])") == []
    # a child block's output may be a tuple: no proof of a tensor, no reading
    assert _sites("self.merge(F, [x, x]), self.merge(F, self.body(x))") == []


def test_calls_with_the_same_kinds_are_read_once():
    sites = _sites("self.merge(F, [x, x]), self.merge(F, F.relu(x)), self.merge(F, F.tanh(x))")
    assert len(sites) == 1


def test_readings_are_bounded(monkeypatch):
    src = """
    from mxnet.gluon import nn
    class Net(nn.HybridBlock):
        def hybrid_forward(self, F, x):
            return self.pick(F, x, [x]), self.pick(F, [x], x), self.pick(F, [x], [x])
        def pick(self, F, a, b):
            return F.concat(*a, *b, dim=0)
    """
    _, finder = find_scopes(src)
    assert len(finder.call_site_scopes()) == 2
    monkeypatch.setattr(scopes_module, "_SITES_PER_HELPER", 1)
    _, finder = find_scopes(src)
    assert len(finder.call_site_scopes()) == 1


def test_a_reading_names_its_caller_and_offers_no_fix():
    # `outs[0]` has a rewrite where outs is a proven tensor; rewriting the helper would also
    # change what the list's caller gets, so the finding of one call's reading carries none
    diags = [d for d in _analyze("self.merge(F, [x, F.relu(x)]), self.merge(F, F.relu(x))", "outs[0]")
             if d.code == "HYB003"]
    assert len(diags) == 1
    assert diags[0].fix is None and "[reached from `Net.hybrid_forward`, line 4]" in diags[0].message
    # ... and says why: one caller's reading (not "another file's hybrid code")
    assert ("read with the arguments of one caller (`Net.hybrid_forward`)" in diags[0].message
            and "another file" not in diags[0].message)
    # one caller proving a tensor: `outs` sounds like a list, so the joined reading took it for
    # one; the call's reading finds it (the same, fix-free form)
    alone = [d for d in _analyze("self.merge(F, F.relu(x))", "outs[0]") if d.code == "HYB003"]
    assert len(alone) == 1 and alone[0].fix is None


def test_a_finding_both_readings_make_is_reported_once():
    diags = _analyze("self.merge(F, [x, x]), self.merge(F, F.relu(x))", "F.concat(*outs, dim=0) + outs.shape[0]")
    assert sorted(d.code for d in diags) == ["HYB001", "HYB013"]


def test_a_reading_standing_for_every_call_may_be_fixed():
    # session 66 (H462): `_merge` is private and named only by its two calls; one hands `outs`
    # a tensor, the other leaves it at None, which the rewritten line (under the guard) never sees
    src = MERGE.replace("def merge(self, F, outs):", "def _merge(self, F, outs=None):")
    guarded = "F.relu(x) if outs is None else outs[0]"
    site, = [s for s in find_scopes(src.format(calls="self._merge(F, F.relu(x)), self._merge(F)",
                                               body="F.relu(x)"))[1].call_site_scopes()]
    assert site.site_refusal is None and site.site_unpassed == frozenset({"outs"})
    # a list handed by one call: that call breaks it, and the refusal names it
    site, = _sites("self.merge(F, [x, x]), self.merge(F, F.relu(x))")
    assert "public" in site.site_refusal
    private = MERGE.replace("def merge(", "def _merge(").format(
        calls="self._merge(F, [x, x]), self._merge(F, F.relu(x))", body=guarded)
    site, = find_scopes(private)[1].call_site_scopes()
    assert site.site_refusal.startswith("its call in `Net.hybrid_forward` hands it")
