"""HYB011 (info): print / logging / warnings in hybrid code run only while the graph is traced."""
from __future__ import annotations

import libcst as cst

from hybridlint.rule import Invalid, Rule, hybrid_forward_example

_HEAD = """\
import logging
import warnings

from mxnet.gluon import HybridBlock

logger = logging.getLogger(__name__)


class Net(HybridBlock):
"""


def _hf(body: str) -> str:
    return hybrid_forward_example(body, _HEAD)


_LOG_METHODS = frozenset({"debug", "info", "warning", "warn", "error", "exception",
                          "critical", "fatal", "log"})
# Receivers conventionally bound to a logging.Logger.
_LOGGER_NAMES = frozenset({"logger", "log", "_logger", "_log", "LOGGER", "LOG", "logging"})
_STDLIB_CALLS = frozenset({"warnings.warn", "sys.stdout.write", "sys.stderr.write", "pprint.pprint"})


class TraceTimeSideEffect(Rule):
    code = "HYB011"
    name = "trace-time-side-effect"
    message = (
        "`{call}` in hybrid code runs only while hybridize() traces the graph (once, "
        "printing Symbols, not values); later calls run the compiled graph and skip it. "
        "Move it out of hybrid_forward, or put it under `if F is nd:` to debug eagerly"
    )
    severity = "info"
    fix = None
    # MXNet-2 style HybridBlock.forward is traced once too (deferred compute).
    styles = ("hybrid_forward", "helper", "forward")
    rationale = """
    ## What it does
    Points out print/logging calls in hybrid code: they run only while tracing.

    It reports `print(...)`, `logging.*` / `logger.*` calls, `warnings.warn(...)` and
    `sys.stdout.write(...)` inside hybrid code.

    ## Why is this bad?
    After `hybridize()` the python body of `hybrid_forward` runs exactly once, to
    trace the graph; every later call executes the compiled graph.  A print
    therefore shows `<Symbol ...>` once and then never again, and a log line
    meant to fire per batch fires once.  It is not an error (MXNet 1.9.1 runs
    `print(x)` fine in both modes), but the output is misleading.

    ## Example
    ```python
    def hybrid_forward(self, F, x):
        print("input", x)
        return self.fc(x)
    ```

    ## Use instead
    ```python
    def hybrid_forward(self, F, x):
        if F is nd:            # eager debugging only
            print("input", x.shape)
        return self.fc(x)
    ```

    ## Fix safety
    No automatic fix: whether the output matters is the author's call.
    """

    VALID = [
        _hf("return F.relu(x)"),
        # eager-only debugging
        _hf("if F is nd:\n    print(x.shape)\nreturn x").replace(
            "from mxnet.gluon", "from mxnet import nd\nfrom mxnet.gluon"),
        # logging in __init__ runs once per construction: intended
        _HEAD + "    def __init__(self):\n        super().__init__()\n"
        "        logger.info('building')\n\n"
        "    def hybrid_forward(self, F, x):\n        return x\n",
        # a plain Block's forward runs every call
        "from mxnet.gluon import Block\n\n\nclass Net(Block):\n"
        "    def forward(self, x):\n        print(x)\n        return x\n",
        # functions merely named like loggers' methods
        _hf("y = self.log(x)\nreturn F.log(y)"),
        _hf("self.stats.info(x)\nreturn x"),
        # module-level code
        "import logging\nlogging.info('loaded')\n",
        # building a message without printing it
        _hf("msg = 'shape unknown while tracing'\nreturn x"),
    ]
    INVALID = [
        Invalid(_hf("print(x)\nreturn x"), line=11, col=9, message="print(x)"),
        Invalid(_hf("logger.info('forward %s', x)\nreturn x"), line=11, col=9,
                message="only while hybridize() traces"),
        Invalid(_hf("logging.warning('slow path')\nreturn x"), line=11, col=9),
        Invalid(_hf("warnings.warn('deprecated input layout')\nreturn x"), line=11, col=9),
        Invalid(_hf("if self._debug:\n    print('debug', x)\nreturn x"), line=12, col=13),
        Invalid(_hf("self.logger.debug('x=%s', x)\nreturn x"), line=11, col=9),
        # MXNet-2 style forward of a HybridBlock
        Invalid("from mxnet import npx\nfrom mxnet.gluon import HybridBlock\n\n\n"
                "class Net(HybridBlock):\n    def forward(self, x):\n        print(x)\n"
                "        return npx.relu(x)\n", line=7, col=9),
        # ... and of a HybridBlock defined inside a function (MXNet 2's tests define theirs so)
        Invalid("import mxnet as mx\nfrom mxnet.gluon import nn\n\n\n@mx.util.use_np\n"
                "def test_net():\n    class Net(nn.HybridBlock):\n        def forward(self, x):\n"
                "            print(x.shape)\n            return mx.npx.relu(x)\n"
                "    net = Net()\n    net.hybridize()\n    return net(mx.np.ones((2, 3)))\n",
                line=9, col=13),
    ]

    def visit_Call(self, node: cst.Call) -> None:
        func = node.func
        if isinstance(func, cst.Name):
            if func.value != "print":
                return
        elif isinstance(func, cst.Attribute):
            resolved = self.ctx.resolve(func) or ""
            if resolved not in _STDLIB_CALLS and not self._is_logging(func, resolved):
                return
        else:
            return
        text = " ".join(self.ctx.code_for(node).split())
        if len(text) > 40:
            text = " ".join(self.ctx.code_for(func).split()) + "(...)"
        self.report(node, call=text)

    @staticmethod
    def _is_logging(func: cst.Attribute, resolved: str) -> bool:
        if func.attr.value not in _LOG_METHODS:
            return False
        if resolved.startswith("logging."):
            return True
        receiver = func.value
        # logger.info(...), self.logger.info(...), self._log.warning(...)
        if isinstance(receiver, cst.Attribute):
            receiver = receiver.attr
        return isinstance(receiver, cst.Name) and receiver.value in _LOGGER_NAMES
