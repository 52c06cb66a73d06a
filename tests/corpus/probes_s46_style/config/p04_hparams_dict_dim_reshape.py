"""Hyper-parameters as a dict on `self`; `self._hparams['dim']` and `['groups']` shape a grouped mean."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


class Net(HybridBlock):
    def __init__(self, hparams=None, **kwargs):
        super().__init__(**kwargs)
        self._hparams = dict(hparams or {"dim": 8, "groups": 4})
        with self.name_scope():
            self.fc = nn.Dense(self._hparams["dim"], in_units=6)

    def hybrid_forward(self, F, x):
        g = self._hparams["groups"]
        y = F.reshape(self.fc(x), shape=(-1, g, self._hparams["dim"] // g))
        return F.mean(y, axis=2)
