"""Speech front end: pre-emphasis by slicing the time axis, then a mel filterbank (a constant
parameter of shape (1, n_filters, n_bins)) repeated to the batch size for batch_dot, then log.

Source: osmr/imgclsmob, gluon/gluoncv2/models/jasper.py (NemoMelSpecExtractor.hybrid_forward):
the pre-emphasis line and the filterbank product; the librosa STFT between them (asnumpy) is left
out, so the input here is already a (batch, n_bins, frames) spectrum, and the filterbank is a
fixed pseudo-random table instead of librosa's mel matrix.
"""
import mxnet as mx
import numpy as np
from mxnet.gluon import nn, HybridBlock

INPUTS = [(2, 5, 6)]


class Net(HybridBlock):
    def __init__(self, n_bins=5, n_filters=3, preemph=0.97, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.log_zero_guard_value = 2 ** -24
        self.preemph = preemph
        fb_arr = np.random.RandomState(1).uniform(0, 1, size=(n_filters, n_bins)).astype(np.float32)
        fb_arr = np.expand_dims(fb_arr, axis=0)
        with self.name_scope():
            self.fb = self.params.get(
                "fb",
                grad_req="null",
                shape=fb_arr.shape,
                init=mx.init.Constant(fb_arr),
                allow_deferred_init=False,
                differentiable=False)

    def hybrid_forward(self, F, x, fb=None):
        x = F.concat(x[:, :1], x[:, 1:] - self.preemph * x[:, :-1], dim=1)
        x = F.power(x, 2)
        x = F.batch_dot(fb.repeat(repeats=x.shape[0], axis=0), x)
        x = F.log(x + self.log_zero_guard_value)
        return x
