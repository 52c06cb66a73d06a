"""Tacotron pre-net written with `nd.Dropout(..., mode='always')` (copied from an imperative decoder loop)
inside `hybrid_forward`."""
from mxnet import nd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 6)]


class NdPreNet(HybridBlock):
    def __init__(self, rate=0.0, **kwargs):
        super().__init__(**kwargs)
        self.rate = rate
        with self.name_scope():
            self.fc1 = nn.Dense(8, activation="relu", flatten=False)
            self.fc2 = nn.Dense(4, activation="relu", flatten=False)

    def hybrid_forward(self, F, mels):
        x = nd.Dropout(self.fc1(mels), p=self.rate, mode="always")
        return F.Dropout(self.fc2(x), p=self.rate, mode="always")


Net = NdPreNet
