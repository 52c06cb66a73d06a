"""Twins-SVT pyramid: a python list of per-stage token outputs (each stage a Dense over (B, N, C)), `outs[-1]` of the python list taken as the final features, and every stage mean-pooled and concatenated by `F.concat(*[...])` -- indexing and unpacking a list of tensors, not a tensor."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 16, 8)]


class TwinsPyramid(HybridBlock):
    def __init__(self, dims=(8, 12, 16), **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.stages = nn.HybridSequential()
            for d in dims:
                self.stages.add(nn.Dense(d, flatten=False, activation="relu"))

    def hybrid_forward(self, F, x):
        outs = []
        for stage in self.stages:
            x = stage(x)
            outs.append(x)
        pooled = F.concat(*[o.mean(axis=1) for o in outs], dim=-1)
        return outs[-1], pooled


Net = TwinsPyramid
