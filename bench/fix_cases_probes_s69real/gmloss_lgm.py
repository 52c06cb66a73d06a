"""The large-margin Gaussian mixture loss head: a helper reads the batch size `N = x.shape[0]` for
`F.ones((N, num_class))` and the `1. / N` mean, divides a (N, C, 1) distance by a (1, C, D)
variance with `/` (broadcasting that a Symbol's elementwise `/` does not do), scales the true class
by a one-hot margin and adds the likelihood regulariser; the training step count is kept on the block.

Source: yuyijie1995/gluon_GMLoss L_GM_v6.py (L_GM_Loss._classification_probability,
hybrid_forward) at 7d2f7be21745015a810aacddc95acb33d2a4b0fe; adapted: small sizes, labels made
integral from the input.
"""
import mxnet as mx
from mxnet import gluon


INPUTS = [(4, 3), (4,)]


class Net(gluon.nn.HybridBlock):
    def __init__(self, num_class=5, feature_dim=3, alpha=0.1, lamda=0.01, lr_mult=1, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._num_class = num_class
        self._feature_dim = feature_dim
        self._alpha = alpha
        self._lamda = lamda
        self.mean = self.params.get('mean', shape=(num_class, feature_dim), init=mx.init.MSRAPrelu(), lr_mult=2)
        self.var = self.params.get('var', shape=(num_class, feature_dim), init=mx.init.Constant(1), lr_mult=lr_mult)
        self.step = 0

    def _classification_probability(self, F, x, y, mean, var):
        if self.step == 5000:
            self._alpha = self._alpha * 2
        if self._alpha > 0.3:
            self._alpha = 0.3
        N = x.shape[0]
        XY = F.dot(x, mean, transpose_b=True)  # (batch, classes)
        XX = F.sum(F.square(x), axis=1, keepdims=1)  # (batch, 1)
        YY = F.sum(F.square(F.transpose(mean)), axis=0, keepdims=1)  # (1, classes)
        neg_sqr_dist = -0.5 * (XX - 2.0 * XY + YY)  # (batch, classes)
        reshape_neg_sqr_dist = F.reshape(neg_sqr_dist, (-1, self._num_class, 1))
        reshape_var = F.reshape(var, (1, self._num_class, -1))
        dist_var = reshape_neg_sqr_dist / (reshape_var + 1e-8)  # (batch, classes, feature_dim)
        margin_dist = F.sum(dist_var, axis=2)
        ALPHA = F.one_hot(y, self._num_class, on_value=self._alpha, dtype='float32')
        K = ALPHA + F.ones((N, self._num_class), dtype='float32')
        logits_with_margin = margin_dist * K
        batch_mean = F.take(mean, y)
        likelihood_reg_loss = self._lamda * (F.sum(F.square(x - batch_mean)) / 2.0) * (1. / N)
        return logits_with_margin, likelihood_reg_loss

    def hybrid_forward(self, F, x, y, mean, var):
        self.step += 1
        y = F.floor((y + 1) * 2.5)
        logits, likelihood_reg_loss = self._classification_probability(F, x, y, mean, var)
        return logits, likelihood_reg_loss
