"""TiDE with reversible instance normalisation: (B, 1) statistics applied by `F.broadcast_sub`/`div`, a
learnable affine weight and bias of shape (1,) by `broadcast_mul`/`add`, the forecast de-normalised the
same way in reverse."""
import mxnet as mx
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8)]


class RevinTiDE(HybridBlock):
    def __init__(self, horizon=3, hidden=8, eps=1e-5, **kwargs):
        super().__init__(**kwargs)
        self.eps = eps
        with self.name_scope():
            self.weight = self.params.get("weight", shape=(1,), init=mx.init.One())
            self.bias = self.params.get("bias", shape=(1,), init=mx.init.Zero())
            self.encoder = nn.Dense(hidden, activation="relu")
            self.decoder = nn.Dense(horizon)

    def hybrid_forward(self, F, y, weight, bias):
        mu = F.mean(y, axis=1, keepdims=True)
        sd = F.sqrt(F.mean(F.square(F.broadcast_sub(y, mu)), axis=1, keepdims=True) + self.eps)
        yn = F.broadcast_add(F.broadcast_mul(F.broadcast_div(F.broadcast_sub(y, mu), sd), weight), bias)
        out = self.decoder(self.encoder(yn))
        out = F.broadcast_div(F.broadcast_sub(out, bias), weight + self.eps)
        return F.broadcast_add(F.broadcast_mul(out, sd), mu)


Net = RevinTiDE
