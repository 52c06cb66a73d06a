"""Multimodal fusion with a learned bank of region prototypes tiled by the question batch."""
from mxnet.gluon import nn


INPUTS = [(3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, dim=4, regions=5, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.prototypes = self.params.get('prototypes', shape=(regions, dim))

    def hybrid_forward(self, F, q, prototypes):
        bank = F.tile(prototypes.expand_dims(0), reps=(q.shape[0], 1, 1))
        scores = F.batch_dot(bank, q.expand_dims(2)).squeeze(axis=2)
        attn = F.softmax(scores, axis=1)
        return F.batch_dot(attn.expand_dims(1), bank).squeeze(axis=1)
