"""Hierarchical learned optimizer: per-coordinate gradients centred by the tensor-level mean (`mean(axis=1, keepdims=True)`, `broadcast_sub`) and the tensor-level RMS concatenated as a feature by `broadcast_like`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


class HierarchicalFeatures(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.rule = nn.Dense(1, flatten=False, in_units=2)

    def hybrid_forward(self, F, grads):
        centred = F.broadcast_sub(grads, F.mean(grads, axis=1, keepdims=True))
        rms = F.sqrt(F.mean(F.square(grads), axis=1, keepdims=True) + 1e-8)
        feats = F.stack(centred, F.broadcast_like(rms, grads), axis=-1)
        return self.rule(feats).reshape((0, -1))


Net = HierarchicalFeatures
