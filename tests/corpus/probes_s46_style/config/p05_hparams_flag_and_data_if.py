"""A dict flag enables masking, but the branch also tests the data: `if self._hparams['mask'] and x.sum() > 0`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self._hparams = {"mask": True, "dim": 4}
        with self.name_scope():
            self.fc = nn.Dense(self._hparams["dim"], in_units=6)

    def hybrid_forward(self, F, x):
        y = self.fc(x)
        if self._hparams["mask"] and y.sum() > 0:
            y = F.relu(y)
        return y
