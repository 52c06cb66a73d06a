"""Framing by a fixed-basis conv whose rectangular window is made in `hybrid_forward` as `F.ones((1, 1, n_fft), ctx=wav.context)`."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 64)]


class BoxcarEnergy(HybridBlock):
    def __init__(self, n_fft=16, hop=8, **kwargs):
        super(BoxcarEnergy, self).__init__(**kwargs)
        self.n_fft, self.hop = n_fft, hop

    def hybrid_forward(self, F, wav):
        window = F.ones((1, 1, self.n_fft), ctx=wav.context)
        energy = F.Convolution(F.square(wav).expand_dims(axis=1), window, kernel=(self.n_fft,),
                               stride=(self.hop,), num_filter=1, no_bias=True)
        return F.log(energy + 1e-6)


Net = BoxcarEnergy
