"""InfoGAN's Q head and mutual-information loss: from the discriminator's features, logits for the
categorical code and a mean and log-std per continuous code; the continuous part's Gaussian
log-likelihood `-0.5 log(2 pi) - log_std - 0.5 eps ** 2`, the categorical part's log-softmax picked
at the code's argmax; the number of continuous codes read from the code tensor's width."""
import numpy as np

from mxnet.gluon import nn


INPUTS = [(3, 16), (3, 6)]


class Net(nn.HybridBlock):
    def __init__(self, feat=16, n_cat=4, n_cont=2, lambda_cont=0.1, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.n_cat = n_cat
        self.lambda_cont = lambda_cont
        with self.name_scope():
            self.q = nn.Dense(n_cat + 2 * n_cont, in_units=feat)

    def hybrid_forward(self, F, feat, code):
        n_cont = code.shape[1] - self.n_cat
        q = self.q(feat)
        logits = q[:, :self.n_cat]
        mu = q[:, self.n_cat:self.n_cat + n_cont]
        log_std = q[:, self.n_cat + n_cont:]
        eps = (code[:, self.n_cat:] - mu) / (F.exp(log_std) + 1e-6)
        loglik = -0.5 * np.log(2 * np.pi) - log_std - 0.5 * eps ** 2
        target = F.argmax(code[:, :self.n_cat], axis=1)
        cat_ll = F.pick(F.log_softmax(logits, axis=1), target, axis=1)
        return -(cat_ll + self.lambda_cont * loglik.sum(axis=1)).mean()
