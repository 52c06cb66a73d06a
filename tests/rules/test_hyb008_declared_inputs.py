"""HYB008 reads what the class declares of an input Gluon passes to hybrid_forward (a Parameter's
``shape=``, a constant's code) only when the walk first reads that input: an input that no
operand reaches costs nothing (session 64, H429: the declarations of every input were read at
the start of each scope)."""
from __future__ import annotations

import textwrap

from hybridlint.rules import analyze
from hybridlint.rules.hyb008_non_broadcasting_operator import NonBroadcastingOperator

SRC = textwrap.dedent("""\
    from mxnet.gluon import HybridBlock


    class Net(HybridBlock):
        def __init__(self, **kwargs):
            super().__init__(**kwargs)
            self.gamma = self.params.get("gamma", shape=(4,))
            self.beta = self.params.get("beta", shape=(4,))

        def hybrid_forward(self, F, x, gamma, beta):
            y = F.mean(x, axis=1)
            return y * gamma
""")


def _asked(monkeypatch, src: str) -> "tuple[list[str], list]":
    asked: list[str] = []
    real = NonBroadcastingOperator._declared_evidence

    def spy(self, cls, name):
        asked.append(name)
        return real(self, cls, name)

    monkeypatch.setattr(NonBroadcastingOperator, "_declared_evidence", spy)
    found = [(d.line, d.col) for d in analyze(src, "net.py") if d.code == "HYB008"]
    return asked, found


def test_an_input_no_operand_reads_is_not_looked_up(monkeypatch):
    asked, _ = _asked(monkeypatch, SRC)
    assert asked == ["gamma"]


def test_a_rebound_input_holds_its_new_value_not_the_declaration(monkeypatch):
    asked, _ = _asked(monkeypatch, SRC.replace("y = F.mean", "gamma = F.mean(x)\n        y = F.mean"))
    assert asked == []


def test_the_declaration_read_at_the_operator_gives_its_finding():
    # (4,) beside the mean over axis 1 of an input: the Parameter's declared shape is the evidence
    found = [d for d in analyze(SRC, "net.py") if d.code == "HYB008"]
    assert [(d.line, d.col) for d in found] == [(12, 16)]
    assert "Parameter of shape (4,)" in found[0].message
