"""SlowFast's head: each pathway pooled by an average over its whole (t, h, w) read as `kernel=p.shape[2:]`, the pathways concatenated and flattened by the batch size before the classifier."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 2, 4, 4), (2, 2, 8, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(5, in_units=6)

    def hybrid_forward(self, F, slow, fast):
        pooled = []
        for p in (slow, fast):
            pooled.append(F.Pooling(p, kernel=p.shape[2:], pool_type='avg'))
        feat = F.concat(*pooled, dim=1).reshape((slow.shape[0], -1))
        return self.fc(feat)
