"""Voice activity with a hangover: the frame energy's threshold taken as half the batch mean by `.asscalar()`, a counter started from `F.zeros_like(x[:, 0])` reset to the hangover on speech and counted down otherwise in a python loop over `x.shape[1]`, each frame active while the counter is positive."""
from mxnet.gluon import nn


INPUTS = [(2, 6, 4)]


class Net(nn.HybridBlock):
    def __init__(self, hangover=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.hangover = hangover

    def hybrid_forward(self, F, x):
        energy = (x ** 2).mean(axis=2)
        thr = energy.mean().asscalar() * 0.5
        hang = F.zeros_like(energy[:, 0])
        outs = []
        for t in range(energy.shape[1]):
            speech = energy[:, t] > thr
            hang = F.where(speech, F.ones_like(hang) * self.hangover, F.maximum(hang - 1, 0))
            outs.append(hang > 0)
        return F.stack(*outs, axis=1)
