"""UnreadAttribute's refusals: a device or dtype bound to a name that is read, or bound where
dropping the line is not proven to do nothing, keeps its HYB001 finding without this fix (the
rule's advice alone, as before the fixer existed)."""
from __future__ import annotations

import pytest
from hybridlint.fixers import example_module
from hybridlint.rules import analyze

REFUSED = [
    # the name is read: the device is used
    example_module("ctx = x.context\nreturn x + F.ones_like(x) * len(str(ctx))"),
    # rebound later: the name occurs elsewhere
    example_module("dt = x.dtype\ndt = 'float32'\nreturn F.cast(x, dt)"),
    # read by a nested function
    example_module("ctx = x.context\ndef dev():\n    return ctx\nreturn F.relu(x)"),
    # the receiver is a child's call: evaluating it runs the child
    example_module("ctx = self.dense(x).context\nreturn F.relu(x)",
                   init="self.dense = nn.Dense(2)", imports="from mxnet.gluon import nn\n"),
    # another statement shares the line
    example_module("ctx = x.context; y = x * 2\nreturn y"),
    # the device stored on the block: state, not a local
    example_module("self.ctx = x.context\nreturn F.relu(x)"),
    # a tuple target
    example_module("ctx, dt = x.context, x.dtype\nreturn F.relu(x)"),
    # the function may read any local by name
    example_module("ctx = x.context\nnames = locals()\nreturn F.relu(x)"),
]


@pytest.mark.parametrize("source", REFUSED)
def test_refused(source):
    found = [d for d in analyze(source, "example.py") if d.code == "HYB001"]
    assert found, source
    assert all(d.fix is None or "never read" not in d.fix.message for d in found), [d.fix.message for d in found]


def test_dropped():
    found = [d for d in analyze(example_module("ctx = x.context\nreturn F.relu(x)"), "example.py")
             if d.code == "HYB001"]
    assert len(found) == 1 and found[0].fix is not None and "never read" in found[0].fix.message
