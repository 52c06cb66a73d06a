"""Mention pruning: keep the top lambda * T spans by mention score, the count computed from the document length in python, the kept spans gathered with pick-style take over the flattened batch."""
from mxnet.gluon import nn


INPUTS = [(2, 6, 3)]


class Net(nn.HybridBlock):
    def __init__(self, ratio=0.5, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.ratio = ratio
        with self.name_scope():
            self.mention = nn.Dense(1, in_units=3, flatten=False)

    def hybrid_forward(self, F, spans):
        scores = self.mention(spans).reshape((spans.shape[0], spans.shape[1]))
        k = int(spans.shape[1] * self.ratio)
        top = F.topk(scores, k=k, ret_typ='value')
        return F.sort(top, axis=1)
