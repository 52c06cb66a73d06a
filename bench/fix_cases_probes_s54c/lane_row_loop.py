"""Row-wise lane classifier: each feature row classified by a shared head in a python loop over the map's height, stacked back."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 5, 6)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.cls = nn.Dense(7, in_units=24)

    def hybrid_forward(self, F, feat):
        logits = []
        for r in range(feat.shape[2]):
            logits.append(self.cls(feat[:, :, r, :]))
        return F.stack(*logits, axis=1)
