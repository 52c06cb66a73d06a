"""HYB010: a non-hybrid child block (``nn.Sequential``, a plain ``Block``...) registered in a HybridBlock."""
from __future__ import annotations


import libcst as cst

from hybridlint.diagnostics import Fix
from hybridlint.fixers import Refusal
from hybridlint.engine.cst_index import cst_dotted
from hybridlint.engine.index import HYBRID, ModuleIndex, ProjectIndex, ast_calls, ast_dotted, mxnet_verdict
from hybridlint.engine.walk import iter_descendants
from hybridlint.rule import FixerRef, Invalid, Rule

HybridCounterpart = FixerRef("hybridlint.fixers.hybrid_counterpart:HybridCounterpart")

# MXNet 1.9.1 block classes that are not HybridBlocks (gluon/block.py, nn/basic_layers.py,
# contrib/nn/basic_layers.py, rnn/rnn_cell.py), with their hybrid counterpart if any.
PLAIN_BLOCKS = {
    "Block": None,
    "Sequential": "HybridSequential",
    "Concurrent": "HybridConcurrent",
    "Lambda": "HybridLambda",
    "SequentialRNNCell": "HybridSequentialRNNCell",
    "RecurrentCell": "HybridRecurrentCell",
    "SparseEmbedding": "Embedding",
}
# Hybrid containers whose .add()/.register_child() call HybridBlock.register_child.
_HYBRID_CONTAINERS = frozenset({"HybridSequential", "HybridConcurrent",
                                "HybridSequentialRNNCell"})
_SKIP_METHODS = frozenset({"hybrid_forward", "forward"})

_HEAD = """\
from mxnet.gluon import nn


class Net(nn.HybridBlock):
    def __init__(self):
        super().__init__()
"""


def _init(body: str, head: str = _HEAD) -> str:
    lines = "".join(f"        {line}\n" for line in body.splitlines())
    return (f"{head}{lines}\n    def hybrid_forward(self, F, x):\n"
            "        return x\n")


class NonHybridChild(Rule):
    code = "HYB010"
    name = "non-hybrid-child"
    message = (
        "`{child}` becomes a child of HybridBlock `{owner}` but is not a HybridBlock: "
        "MXNet raises ValueError ('Children of HybridBlock must also be HybridBlock') when "
        "it is registered, so the block cannot even be built; {instead}"
    )
    severity = "error"
    fix = "unsafe"
    rationale = """
    ## What it does
    Flags a non-hybrid block registered as a child of a HybridBlock.

    A block is registered when it is assigned to `self.<name>` (or `setattr`, `self.register_child`) or added
    with `.add(...)` to a `HybridSequential` / `HybridConcurrent` of the block.
    Plain blocks are MXNet's `Block`, `nn.Sequential`, `nn.Lambda`,
    `gluon.contrib.nn.Concurrent`, `gluon.contrib.nn.SparseEmbedding`,
    `rnn.SequentialRNNCell`, `rnn.RecurrentCell`, and any class that derives
    only from them, in the same file or in another file of the run.

    ## Why is this bad?
    `HybridBlock.register_child` (MXNet 1.9.1, `gluon/block.py`) rejects any
    child that is not a `HybridBlock` with `ValueError: Children of HybridBlock
    must also be HybridBlock ... If you are using Sequential, please try
    HybridSequential instead.`  A whole hybrid graph cannot call eager python
    blocks, so there is no partial hybridization to fall back to.

    ## Example
    ```python
    class Net(nn.HybridBlock):
        def __init__(self):
            super().__init__()
            self.body = nn.Sequential()
            self.body.add(nn.Dense(10))
    ```

    ## Use instead
    ```python
    class Net(nn.HybridBlock):
        def __init__(self):
            super().__init__()
            self.body = nn.HybridSequential()
            self.body.add(nn.Dense(10))
    ```

    ## Fix safety
    Unsafe: renaming `Sequential` to `HybridSequential` (`Concurrent`,
    `Lambda`, `SequentialRNNCell` likewise) is only correct when everything
    added to it is hybrid too, and a `HybridLambda` function must take `F`.
    """

    VALID = [
        _init("self.body = nn.HybridSequential()\nself.body.add(nn.Dense(10))"),
        _init("self.fc = nn.Dense(10)\nself.act = nn.HybridLambda('relu')"),
        # a plain Block may hold anything
        "from mxnet.gluon import nn\n\n\nclass Net(nn.Block):\n    def __init__(self):\n"
        "        super().__init__()\n        self.body = nn.Sequential()\n\n"
        "    def forward(self, x):\n        return self.body(x)\n",
        # a project class named Block that is a HybridBlock (GluonCV xception.py)
        "from mxnet.gluon import nn\n\n\nclass Block(nn.HybridBlock):\n"
        "    def hybrid_forward(self, F, x):\n        return x\n\n\n"
        "class Net(nn.HybridBlock):\n    def __init__(self):\n        super().__init__()\n"
        "        self.block1 = Block()\n\n    def hybrid_forward(self, F, x):\n"
        "        return self.block1(x)\n",
        # parameters and trainers are not blocks
        _init("self.w = self.params.get('w', shape=(2, 2))\n"
              "self.c = gluon.Constant('c', [1, 2])",
              "from mxnet import gluon\n" + _HEAD),
        # a plain Sequential used as a local scratch container, never registered
        _init("seq = nn.Sequential()\nseq.add(nn.Dense(2))\nlayers = [b for b in seq]\n"
              "self.first = layers[0]"),
        # adding to a container that is not known to be hybrid
        _init("self.body = make_body()\nself.body.add(nn.Dense(10))"),
        # a list attribute is not registered as a child
        _init("self.heads = [nn.Sequential() for _ in range(2)]"),
    ]
    INVALID = [
        Invalid(_init("self.body = nn.Sequential()"), line=7, col=21,
                message="HybridSequential",
                fixed=_init("self.body = nn.HybridSequential()")),
        Invalid(_init("self.branches = nn.HybridConcurrent()\n"
                      "self.branches.add(nn.Lambda(lambda x: x))"),
                line=8, col=27, message="HybridLambda"),
        Invalid(_init("self.stack = rnn.SequentialRNNCell()",
                      "from mxnet.gluon import rnn\n" + _HEAD), line=8, col=22),
        Invalid(_init("self.register_child(gluon.Block())",
                      "from mxnet import gluon\n" + _HEAD), line=8, col=29),
        # a project class deriving from a plain Block
        Invalid("from mxnet.gluon import nn\n\n\nclass Printer(nn.Block):\n"
                "    def forward(self, x):\n        print(x)\n        return x\n\n\n"
                "class Net(nn.HybridBlock):\n    def __init__(self):\n"
                "        super().__init__()\n        self.debug = Printer()\n\n"
                "    def hybrid_forward(self, F, x):\n        return self.debug(x)\n",
                line=13, col=22, message="Printer()"),
        # built in a local, then registered
        Invalid(_init("body = nn.Sequential()\nbody.add(nn.Dense(4))\nself.body = body"),
                line=9, col=21),
        Invalid(_init("setattr(self, 'head', nn.Sequential())"), line=7, col=31),
        # gluon.contrib.nn.SparseEmbedding is a plain Block in MXNet 1.9.1
        Invalid(_init("self.embed = contrib.nn.SparseEmbedding(1000, 64)",
                      "from mxnet.gluon import contrib\n" + _HEAD), line=8, col=22,
                message="gluon.nn.Embedding(..., sparse_grad=True)"),
        Invalid(_init("self.cat = Concurrent()",
                      "from mxnet.gluon.contrib.nn import Concurrent\n" + _HEAD),
                line=8, col=20, message="HybridConcurrent"),
    ]

    def check_class(self, hc) -> None:
        self._project = getattr(self.ctx, "project", None)
        methods = hc.methods if hasattr(hc, "methods") else {}
        # a finding needs a call that builds a plain Block somewhere in the methods read below:
        # looked for in the stdlib tree first, so that a class building none (nearly all) never
        # reads its __init__ body in the libcst tree, which a stubbed parse leaves out (stubs.py)
        ast_methods = getattr(hc, "ast_methods", None)
        if ast_methods and ast_methods.keys() == methods.keys() and not self._builds_plain_block(
                fn for m, fn in ast_methods.items() if m not in _SKIP_METHODS):
            return
        # one walk per method for both passes (assignments and calls are all they read; a lambda
        # holds neither an assignment nor a registration)
        found = {mname: _assigns_and_calls(fn) for mname, fn in methods.items()
                 if mname not in _SKIP_METHODS}
        hybrid_attrs = self._hybrid_container_attrs(found)
        for nodes in found.values():
            self._check_method(hc, nodes, hybrid_attrs)

    # ---- what is registered where ---------------------------------------------------

    def _hybrid_container_attrs(self, found: dict[str, list[cst.CSTNode]]) -> set[str]:
        attrs: set[str] = set()
        for nodes in found.values():
            for node in nodes:
                if type(node) is cst.Assign and self._is_hybrid_container(node.value):
                    for t in node.targets:
                        name = _self_attr(t.target)
                        if name:
                            attrs.add(name)
        return attrs

    def _check_method(self, hc, nodes: list[cst.CSTNode], hybrid_attrs: set[str]) -> None:
        plain_locals: dict[str, cst.Call] = {}
        hybrid_locals: set[str] = set()
        for node in nodes:
            if type(node) is not cst.Call:
                value = node.value
                if value is None:
                    continue
                targets = ([t.target for t in node.targets] if type(node) is cst.Assign
                           else [node.target])
                for target in targets:
                    if isinstance(target, cst.Name):
                        plain_locals.pop(target.value, None)
                        hybrid_locals.discard(target.value)
                        if self._plain_block_call(value) is not None:
                            plain_locals[target.value] = value
                        elif self._is_hybrid_container(value):
                            hybrid_locals.add(target.value)
                    elif _self_attr(target):
                        self._check_child(hc, value, plain_locals)
            else:
                func = node.func
                if isinstance(func, cst.Name) and func.value == "setattr" and len(node.args) == 3:
                    if _is_self(node.args[0].value):
                        self._check_child(hc, node.args[2].value, plain_locals)
                elif isinstance(func, cst.Attribute) and func.attr.value in ("add", "register_child"):
                    recv = func.value
                    registers = (
                        (func.attr.value == "register_child" and _is_self(recv))
                        or (_self_attr(recv) in hybrid_attrs)
                        or (isinstance(recv, cst.Name) and recv.value in hybrid_locals)
                    )
                    if registers:
                        args = node.args if func.attr.value == "add" else node.args[:1]
                        for a in args:
                            if a.keyword is None and not a.star:
                                self._check_child(hc, a.value, plain_locals)

    def _check_child(self, hc, value: cst.CSTNode, plain_locals: dict[str, cst.Call]) -> None:
        call = value if isinstance(value, cst.Call) else None
        if isinstance(value, cst.Name) and value.value in plain_locals:
            call = plain_locals[value.value]
        if call is None:
            return
        cls_last = self._plain_block_call(call)
        if cls_last is None:
            return
        counterpart = PLAIN_BLOCKS.get(cls_last)
        shown = " ".join(self.ctx.code_for(call).split())
        if len(shown) > 40:
            shown = (cst_dotted(call.func) or cls_last) + "(...)"
        fix = None
        func_text = cst_dotted(call.func) or cls_last
        if cls_last == "SparseEmbedding":
            instead = ("use mxnet.gluon.nn.Embedding(..., sparse_grad=True) instead, "
                       "a HybridBlock")
        elif counterpart and cls_last != "Block" and cls_last != "RecurrentCell":
            head = func_text.rpartition(".")[0]
            instead = f"use {head + '.' if head else ''}{counterpart} instead"
            fix = self._rename_fix(call, counterpart)
        else:
            instead = ("make it a HybridBlock (define hybrid_forward(self, F, ...)) or keep it "
                       "outside this block")
        self.report(value, fix=fix, child=shown, owner=hc.name, instead=instead)

    def _builds_plain_block(self, functions) -> bool:
        """Whether a call in the stdlib bodies of ``functions`` (nested functions, classes and
        lambdas included: a superset of what ``_assigns_and_calls`` reads) constructs a plain
        Block by ``_plain_block_call``'s test."""
        seen: dict[str, bool] = {}
        for fn in functions:
            for stmt in fn.body:
                for node in ast_calls(stmt):      # (any call will do: the order is free)
                    dotted = ast_dotted(node.func)
                    if dotted is None:
                        continue
                    plain = seen.get(dotted)
                    if plain is None:
                        plain = seen[dotted] = self._class_kind(self.ctx.index.resolve_name(dotted), 0) == "plain"
                    if plain:
                        return True
        return False

    # ---- class resolution ---------------------------------------------------------------

    def _plain_block_call(self, node: cst.CSTNode) -> str | None:
        """The plain-Block class name a constructor call builds, or None."""
        if not isinstance(node, cst.Call):
            return None
        dotted = cst_dotted(node.func)
        if dotted is None:
            return None
        verdict = self._class_kind(self.ctx.index.resolve_name(dotted), 0)
        if verdict == "plain":
            return dotted.rpartition(".")[2]
        return None

    def _is_hybrid_container(self, node: cst.CSTNode) -> bool:
        if not isinstance(node, cst.Call):
            return False
        dotted = cst_dotted(node.func)
        if dotted is None:
            return False
        resolved = self.ctx.index.resolve_name(dotted)
        last = resolved.rpartition(".")[2]
        return last in _HYBRID_CONTAINERS and "mxnet" in resolved.split(".")

    def _class_kind(self, dotted: str, depth: int) -> str | None:
        """"plain" (a Block, never a HybridBlock), "hybrid", or None (unknown / not a block)."""
        if depth > 8:
            return None
        parts = dotted.split(".")
        last = parts[-1]
        if parts[0] == "mxnet" or "mxnet" in parts[:-1]:
            if last in PLAIN_BLOCKS:
                return "plain"
            if last.startswith("Hybrid") or last.endswith("Block"):
                return "hybrid"
            return "hybrid" if mxnet_verdict("mxnet." + last) == HYBRID else None
        module, name = _find_class(dotted, self.ctx.index, self._project)
        if module is None:
            return None
        kinds = [self._class_kind(b, depth + 1) for b in module.classes.get(name, ())]
        if "hybrid" in kinds:
            return "hybrid"
        if kinds and all(k == "plain" for k in kinds):
            return "plain"
        return None

    def _rename_fix(self, call: cst.Call, counterpart: str) -> Fix | None:
        proposal = HybridCounterpart.offer(self.ctx, call, counterpart)
        return None if isinstance(proposal, Refusal) else proposal


def _find_class(dotted: str, index: ModuleIndex,
                project: ProjectIndex | None) -> tuple[ModuleIndex | None, str]:
    module, _, name = dotted.rpartition(".")
    if module == ".".join(index.parts) and name in index.classes:
        return index, name
    finder = getattr(project, "_find_modules", None)
    if finder is None:
        return None, name
    for m in finder(module):
        if name in m.classes:
            return m, name
        target = m.imports.get(name)
        if target and target != dotted:
            return _find_class(target, index, project) if target.count(".") else (None, name)
    return None, name


_READ = (cst.Assign, cst.AnnAssign, cst.Call)
_NESTED = (cst.FunctionDef, cst.ClassDef, cst.Lambda)


def _assigns_and_calls(fn: cst.FunctionDef) -> list[cst.CSTNode]:
    """The assignments and calls of a method's own body in walk order (not those of nested
    functions, classes or lambdas; libcst's node classes are final, so types compare by identity)."""
    return [node for node in iter_descendants(fn.body, stop=_NESTED) if type(node) in _READ]


def _is_self(node: cst.CSTNode) -> bool:
    return isinstance(node, cst.Name) and node.value == "self"


def _self_attr(node: cst.CSTNode) -> str | None:
    if isinstance(node, cst.Attribute) and _is_self(node.value):
        return node.attr.value
    return None
