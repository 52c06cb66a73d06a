"""ECG encoder taking optional extra channels as `*extras` (none in this call): `for extra in extras:` concatenates each, a python loop over the argument tuple."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 16)]


class VariadicECG(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv1D(4, 3, padding=1)

    def hybrid_forward(self, F, ecg, *extras):
        x = ecg
        for extra in extras:
            x = F.concat(x, extra, dim=1)
        return F.max(self.conv(x), axis=2)


Net = VariadicECG
