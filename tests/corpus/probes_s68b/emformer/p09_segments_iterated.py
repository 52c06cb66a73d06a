"""Emformer summaries computed segment by segment by iterating over the segment axis of a tensor:
`for seg in x.reshape(...).transpose((1, 0, 2, 3))`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6)]


class IterSegments(HybridBlock):
    def __init__(self, dim=6, segment_length=4, **kwargs):
        super().__init__(**kwargs)
        self.seg = segment_length
        with self.name_scope():
            self.mem_proj = nn.Dense(dim, flatten=False)

    def hybrid_forward(self, F, x):
        segs = x.reshape((0, -4, -1, self.seg, -2)).transpose((1, 0, 2, 3))
        summaries = [F.mean(seg, axis=1, keepdims=True) for seg in segs]
        return self.mem_proj(F.concat(*summaries, dim=1))


Net = IterSegments
