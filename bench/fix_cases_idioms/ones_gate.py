"""A gate that starts fully open: ones shaped like the features, minus a learned sigmoid."""
from mxnet.gluon import nn

INPUTS = [(3, 7)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.score = nn.Dense(7)

    def hybrid_forward(self, F, feat):
        keep = F.ones(feat.shape) - F.sigmoid(self.score(feat))
        return feat * keep
