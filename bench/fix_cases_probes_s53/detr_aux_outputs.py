"""DETR auxiliary decoding losses: the class and box heads applied to every decoder layer's output."""
from mxnet.gluon import nn


INPUTS = [(3, 2, 4, 8)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.cls = nn.Dense(3, in_units=8, flatten=False)
            self.box = nn.Dense(4, in_units=8, flatten=False)

    def hybrid_forward(self, F, hs):
        logits, boxes = [], []
        for i in range(hs.shape[0]):
            logits.append(self.cls(hs[i]))
            boxes.append(F.sigmoid(self.box(hs[i])))
        return F.stack(*logits, axis=0), F.stack(*boxes, axis=0)
