"""Export a runtime graph, run it in onnxruntime, and compare with the runtime's own run."""
from __future__ import annotations

import numpy as np
import onnxruntime as ort
from hybridlint.runtime.graph import Graph
from hybridlint.runtime.onnx import export


def session(model):
    opts = ort.SessionOptions()
    opts.log_severity_level = 3
    return ort.InferenceSession(model.SerializeToString(), opts,
                                providers=["CPUExecutionProvider"])


def run_both(sym, params: dict, feeds: dict):
    """(onnxruntime outputs, runtime outputs) of ``sym`` with ``params`` as initializers and
    ``feeds`` as the model's inputs."""
    graph = Graph.from_symbol(sym)
    inputs = export.data_inputs(graph, params)
    model = export.export_graph(sym, params, {k: feeds[k].shape for k in inputs},
                                {k: feeds[k].dtype for k in inputs})
    sess = session(model)
    got = sess.run(None, {i.name: feeds[i.name] for i in sess.get_inputs()})
    want = graph.run({**params, **feeds})
    return got, [np.asarray(w) for w in want]
