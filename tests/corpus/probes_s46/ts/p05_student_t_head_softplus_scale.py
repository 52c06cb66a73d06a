"""Distribution head: Student-t arguments projected from the RNN output, scale and degrees of freedom made positive by softplus (`softrelu`), mean rescaled by the series scale."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8), (2,)]


class StudentTHead(HybridBlock):
    def __init__(self, min_df=2.0, **kwargs):
        super().__init__(**kwargs)
        self._min_df = min_df
        with self.name_scope():
            self.mu = nn.Dense(1, flatten=False, in_units=8)
            self.sigma = nn.Dense(1, flatten=False, in_units=8)
            self.nu = nn.Dense(1, flatten=False, in_units=8)

    def hybrid_forward(self, F, rnn_out, scale):
        mu = F.squeeze(self.mu(rnn_out), axis=-1)
        sigma = F.squeeze(F.Activation(self.sigma(rnn_out), act_type="softrelu"), axis=-1)
        nu = self._min_df + F.squeeze(F.Activation(self.nu(rnn_out), act_type="softrelu"), axis=-1)
        s = F.abs(scale).expand_dims(axis=1) + 1.0
        return F.broadcast_mul(mu, s), F.broadcast_mul(sigma, s), nu


class Net(StudentTHead):
    pass
