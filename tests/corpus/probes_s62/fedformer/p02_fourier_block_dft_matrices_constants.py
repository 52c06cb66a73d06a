"""FEDformer frequency-enhanced block with the selected Fourier modes as constants: real/imag DFT matrices (L, M) built with numpy for the configured length, the series projected by `F.dot`, per-mode learned complex weights applied by `broadcast_mul`, and the inverse by dot with the (M, L) transposed bases."""
import numpy as np
from mxnet.gluon import HybridBlock

INPUTS = [(2, 16, 4)]


class FourierBlock(HybridBlock):
    def __init__(self, seq_len=16, channels=4, modes=(0, 1, 3, 5), **kwargs):
        super(FourierBlock, self).__init__(**kwargs)
        t = np.arange(seq_len)[:, None]
        f = np.array(modes)[None, :]
        cos = np.cos(2 * np.pi * t * f / seq_len).astype("float32")
        sin = -np.sin(2 * np.pi * t * f / seq_len).astype("float32")
        with self.name_scope():
            self.cos = self.params.get_constant("cos", cos)
            self.sin = self.params.get_constant("sin", sin)
            self.w_re = self.params.get("w_re", shape=(1, channels, len(modes)))
            self.w_im = self.params.get("w_im", shape=(1, channels, len(modes)))

    def hybrid_forward(self, F, x, cos, sin, w_re, w_im):
        xt = F.transpose(x, axes=(0, 2, 1))
        re = F.dot(xt, cos)
        im = F.dot(xt, sin)
        out_re = F.broadcast_mul(re, w_re) - F.broadcast_mul(im, w_im)
        out_im = F.broadcast_mul(re, w_im) + F.broadcast_mul(im, w_re)
        y = F.dot(out_re, cos, transpose_b=True) + F.dot(out_im, sin, transpose_b=True)
        return F.transpose(y, axes=(0, 2, 1))


Net = FourierBlock
