"""Heteroscedastic regression: a two-column head split by `F.split(num_outputs=2, axis=1)` into mean and log-variance, the Gaussian NLL `0.5 * (log_var + (y - mu)^2 / exp(log_var))` with the log-variance clipped."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 5), (4, 1)]


class GaussianNLL(HybridBlock):
    def __init__(self, in_units=5, min_log_var=-6.0, max_log_var=6.0, **kwargs):
        super().__init__(**kwargs)
        self.min_log_var, self.max_log_var = min_log_var, max_log_var
        with self.name_scope():
            self.head = nn.Dense(2, in_units=in_units)

    def hybrid_forward(self, F, x, y):
        mu, log_var = F.split(self.head(x), num_outputs=2, axis=1)
        log_var = F.clip(log_var, self.min_log_var, self.max_log_var)
        return 0.5 * (log_var + F.square(y - mu) / F.exp(log_var) + math.log(2 * math.pi))


Net = GaussianNLL
