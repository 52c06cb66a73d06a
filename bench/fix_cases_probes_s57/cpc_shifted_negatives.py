"""Negatives drawn from other samples by rolling the batch: `F.concat(z[1:], z[:1], dim=0)` gives each sample another's latents, positive and negative scores against the prediction stacked, and the two-way softmax loss of the positive."""
from mxnet.gluon import nn


INPUTS = [(3, 5), (3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.wk = nn.Dense(4, in_units=5, use_bias=False)

    def hybrid_forward(self, F, c, z):
        pred = self.wk(c)
        neg = F.concat(z[1:], z[:1], dim=0)
        pos_score = (pred * z).sum(axis=1)
        neg_score = (pred * neg).sum(axis=1)
        logits = F.stack(pos_score, neg_score, axis=1)
        return -F.log_softmax(logits, axis=1)[:, 0]
