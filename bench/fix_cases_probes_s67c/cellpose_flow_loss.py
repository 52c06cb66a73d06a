"""Cellpose's training loss: the network predicts (dy, dx, cellprob) per pixel; the flow targets are the
label's gradient channels scaled by 5 (`5. * lbl[:, 1:]`), an MSE on the flows halved, and the cell probability
a sigmoid BCE against `lbl[:, 0] > .5`, the two summed (a (1,) mean plus the BCE's per-sample loss averaged)."""
from mxnet.gluon import loss as gloss
from mxnet.gluon import nn


INPUTS = [(2, 2, 8, 8), (2, 3, 8, 8)]


class Net(nn.HybridBlock):
    def __init__(self, nchan=2, nbase=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.net = nn.HybridSequential()
            self.net.add(nn.Conv2D(nbase, 3, padding=1, in_channels=nchan), nn.BatchNorm(in_channels=nbase),
                         nn.Activation('relu'), nn.Conv2D(3, 1, in_channels=nbase))
            self.criterion2 = gloss.SigmoidBinaryCrossEntropyLoss()

    def hybrid_forward(self, F, x, lbl):
        y = self.net(x)
        veci = 5. * lbl[:, 1:]
        cellprob = lbl[:, 0] > .5
        loss = F.mean((y[:, :2] - veci) ** 2) / 2.
        loss2 = self.criterion2(y[:, 2], cellprob)
        loss = loss + loss2.mean()
        return loss
