"""The graph compiler: passes over the traced graph and fast CPU/GPU executors.

Entry point (what ``HybridBlock.hybridize`` uses through ``CachedOp``)::

    from hybridlint.runtime.compiler import compile_graph
    cg = compile_graph(graph, ctx=cpu(), static_alloc=True, static_shape=True)
    outs = cg.run({"data": x, "dense0_weight": w, ...}, is_train=False)
    print(cg.explain())          # passes, fused groups, buffers before/after planning, code
    cg.to_dot()                  # Graphviz source; cg.to_svg(path) when `dot` is installed

Modules: ``ir`` (the mutable graph), ``infer`` (shapes/dtypes), ``passes/``
(one module per graph pass, each declaring its name and default order:
``constfold``, ``cse``, ``dce``, ``reorder``, ``fusion``...), ``elementwise``
(asks an op for its ufunc / CUDA forms), ``epilogue`` (GPU bias split),
``memory`` (buffer planning), ``codegen`` (lowering and generated code),
``gpu`` (fused CUDA kernels, CUDA graphs), ``report`` (explain, DOT),
``compiled`` (the pipeline and plan cache).  The compiler names no op: what it
generates for one comes from the op table (``Op.cpu_form``/``cuda_form``,
``Op.lowering``, registered in ``ops/``).

Layer ``compiler``: imports the frontend (graph, tape, ``nd``...), ``ops`` and the core; never the
libraries or ``gluon`` above it.
"""
from .compiled import PASSES, CompiledGraph, compile_graph

__all__ = ["PASSES", "CompiledGraph", "compile_graph"]
