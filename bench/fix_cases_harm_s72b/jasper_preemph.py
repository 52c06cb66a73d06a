"""osmr/imgclsmob c1a844dde0, gluon/gluoncv2/models/jasper.py NemoMelSpecExtractor: pre-emphasis
`F.concat(x[:, :1], x[:, 1:] - preemph * x[:, :-1], dim=1)` and the filter bank repeated over the
batch `fb.repeat(repeats=x.shape[0], axis=0)`. Cut: the STFT replaced by a framing reshape, fb a
(1, 3, 4) constant Parameter."""
import numpy as np
import mxnet as mx
from mxnet.gluon import nn

INPUTS = [(2, 12)]


class Net(nn.HybridBlock):
    def __init__(self, preemph=0.97, **kwargs):
        super().__init__(**kwargs)
        self.preemph = preemph
        fb_arr = np.expand_dims(np.arange(12, dtype=np.float32).reshape((3, 4)) / 12.0, axis=0)
        with self.name_scope():
            self.fb = self.params.get(
                "fb", grad_req="null", shape=fb_arr.shape, init=mx.init.Constant(fb_arr),
                allow_deferred_init=False, differentiable=False)

    def hybrid_forward(self, F, x, fb=None):
        x = F.concat(x[:, :1], x[:, 1:] - self.preemph * x[:, :-1], dim=1)
        x = x.reshape((0, 4, 3))
        x = F.power(x, 2)
        x = F.batch_dot(fb.repeat(repeats=x.shape[0], axis=0), x)
        return x
