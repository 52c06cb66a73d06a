"""DeepVAR covariance diagonal built as in the PyTorch port, `F.eye(dim) * d.expand_dims(2)`: a plain `*` of the (dim, dim) identity and the (N*T, dim, 1) diagonal."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 5)]


class PlainEyeCov(HybridBlock):
    def __init__(self, dim=3, rank=2, **kwargs):
        super().__init__(**kwargs)
        self._dim, self._rank = dim, rank
        with self.name_scope():
            self.d = nn.Dense(dim, flatten=False)
            self.v = nn.Dense(dim * rank, flatten=False)

    def hybrid_forward(self, F, h):
        d = F.Activation(self.d(h), act_type="softrelu").reshape((-3, 0))
        v = self.v(h).reshape((0, 0, -4, self._dim, self._rank)).reshape((-3, 0, 0))
        return F.eye(self._dim) * d.expand_dims(2) + F.batch_dot(v, v, transpose_b=True)


Net = PlainEyeCov
