"""`valid_length=None` by default; the mask is applied only under `if valid_length is not None`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 3)]


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        with self.name_scope():
            self.fc = nn.Dense(3, flatten=False, in_units=3)

    def hybrid_forward(self, F, x, valid_length=None):
        h = self.fc(x)
        if valid_length is not None:
            h = F.SequenceMask(h, sequence_length=valid_length, use_sequence_length=True, axis=1)
        return F.sum(h, axis=1)
