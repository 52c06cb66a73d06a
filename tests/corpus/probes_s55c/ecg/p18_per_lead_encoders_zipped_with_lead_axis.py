"""One encoder per lead, applied as `zip(self.encoders, ecg.transpose((1, 0, 2)))` -- iterating the lead-major tensor -- and the lead codes concatenated."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 16)]


class PerLeadEncoders(HybridBlock):
    def __init__(self, leads=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.encoders = nn.HybridSequential()
            for _ in range(leads):
                self.encoders.add(nn.Dense(4, in_units=16))

    def hybrid_forward(self, F, ecg):
        codes = [enc(lead) for enc, lead in zip(self.encoders, ecg.transpose((1, 0, 2)))]
        return F.concat(*codes, dim=1)


Net = PerLeadEncoders
