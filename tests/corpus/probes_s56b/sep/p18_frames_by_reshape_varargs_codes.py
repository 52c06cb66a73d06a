"""TasNet-style framing by the NDArray varargs call `wav.reshape(0, -1, self.frame)`, basis weights by a `flatten=False` Dense."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 32)]


class FramedEncoder(HybridBlock):
    def __init__(self, frame=4, basis=6, **kwargs):
        super(FramedEncoder, self).__init__(**kwargs)
        self.frame = frame
        with self.name_scope():
            self.basis = nn.Dense(basis, activation="relu", flatten=False, in_units=frame)

    def hybrid_forward(self, F, wav):
        return self.basis(wav.reshape(0, -1, self.frame))


Net = FramedEncoder
