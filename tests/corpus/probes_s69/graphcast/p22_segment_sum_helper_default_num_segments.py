"""GraphCast segment sum ported from `jax.ops.segment_sum(data, segment_ids, num_segments=None)`: a module
helper that, when `num_segments` is not given, reads it as `int(segment_ids.max().asscalar()) + 1`; the
processor calls it without the count."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(6, 4), (12, 4)]


def segment_sum(F, data, segment_ids, num_segments=None):
    if num_segments is None:
        num_segments = int(segment_ids.max().asscalar()) + 1
    return F.dot(F.one_hot(segment_ids, num_segments), data, transpose_a=True)


class SegmentSumStep(HybridBlock):
    def __init__(self, n_mesh=6, n_edges=12, dim=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.recv = self.params.get_constant("recv", (np.arange(n_edges) % n_mesh).astype("float32"))
            self.edge_mlp = nn.Dense(dim)

    def hybrid_forward(self, F, nodes, edges, recv):
        msg = self.edge_mlp(F.concat(F.take(nodes, recv), edges, dim=1))
        return nodes + segment_sum(F, msg, recv)


Net = SegmentSumStep
