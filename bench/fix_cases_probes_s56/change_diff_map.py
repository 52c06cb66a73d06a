"""Siamese change detection: one encoder shared by the two dates, the absolute difference of the features, a 1x1 head, and the change logits resized back to the image with BilinearResize2D given `x1.shape[2]`, `x1.shape[3]`."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 8, 8), (2, 3, 8, 8)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.enc = nn.HybridSequential()
            self.enc.add(nn.Conv2D(4, 3, strides=2, padding=1, in_channels=3, activation='relu'))
            self.head = nn.Conv2D(1, 1, in_channels=4)

    def hybrid_forward(self, F, x1, x2):
        d = F.abs(self.enc(x1) - self.enc(x2))
        logit = self.head(d)
        return F.contrib.BilinearResize2D(logit, height=x1.shape[2], width=x1.shape[3])
