"""Fixed band-pass FIR filter applied by `F.Convolution` with the kernel a `params.get_constant`, the filtered and raw signals stacked as two channels."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 1, 32)]


class BandPass(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.taps = self.params.get_constant("taps", [[[-0.1, 0.2, 0.6, 0.2, -0.1]]])

    def hybrid_forward(self, F, ecg, taps):
        filtered = F.Convolution(ecg, weight=taps, kernel=(5,), num_filter=1, pad=(2,), no_bias=True)
        return F.concat(filtered, ecg, dim=1)


Net = BandPass
