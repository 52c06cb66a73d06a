"""DRAW's training loss (the recurrent variational autoencoder of Gregor et al. 2015): the VAE loss
with one latent distribution per recurrent step, ``qs`` (steps x batch x 2*latent).
``DRAWLoss.hybrid_forward`` applies the KL child to each step with ``[self._kl_loss(q) for q in
qs]`` and stacks the terms; ``VAELossKLTerm`` splits each distribution into mean and log-sd with
``q[:, 0:self._latent_dim]`` / ``q[:, self._latent_dim:]``.  Eagerly both iterate and slice
NDArrays; hybridized a Symbol iterates over its one output (the whole ``qs``) and takes only an
integer index (TypeError "Symbol only support integer index").

Source: gokererdogan/Papers @ c018c206f8 (2020-01), draw/core.py (``DRAWLoss``) and vae/core.py
(``VAELoss``, ``VAELossKLTerm``) as written (the modules' plotting and data helpers, which these
blocks do not use, dropped).  ``Net`` is the loss draw/train_mnist.py builds,
``DRAWLoss(SigmoidBinaryCrossEntropyLoss(from_sigmoid=False, batch_axis=0), input_dim,
latent_dim)``, at 16 input features and 4 latent units.  Inputs: images (2, 16), 3 steps of
latent distributions (3, 2, 8), the reconstruction logits (2, 16).
"""
from typing import Optional, Tuple

import mxnet as mx
import mxnet.ndarray as nd
import numpy as np
from mxnet.gluon import HybridBlock
from mxnet.gluon.loss import Loss, SigmoidBinaryCrossEntropyLoss

INPUTS = [(2, 16), (3, 2, 8), (2, 16)]


class VAELossKLTerm(Loss):
    """
    KL term in variational lower bound used for training variational autoencoder.

    First term in Eqn. 10 in the paper.
    Note we return the positive KL so we would like to minimize the sum of this with the fit term.
    """
    def __init__(self, latent_dim: int):
        """
        :param latent_dim: Dimensionality of latent space.
        """
        super().__init__(weight=1, batch_axis=0)

        self._latent_dim = latent_dim

    def hybrid_forward(self, F, q, *args, **kwargs):
        # q is batches x latent space * 2 [mu, log_sd]
        mu = q[:, 0:self._latent_dim]
        log_sd = q[:, self._latent_dim:]

        # first term in Eq. 10. acts as a regularizer
        kl_term = 0.5 * (-self._latent_dim - F.sum(2. * log_sd, axis=0, exclude=True) +
                         F.sum(F.square(mu), axis=0, exclude=True) +
                         F.sum(F.exp(2. * log_sd), axis=0, exclude=True))

        return kl_term


class VAELoss(Loss):
    """
    Negative variational lower bound used for training variational autoencoder.

    See Eq. 10 in the paper.
    """
    def __init__(self, fit_loss: Loss, input_dim: int, latent_dim: int):
        """
        :param fit_loss: Loss used for p(x|z), i.e., reconstruction loss. Note the output of VAE is not passed through
            sigmoid. We assume that the loss function averages over (input/output) features, rather than summing.
        :param input_dim: Input dimensionality.
        :param latent_dim: Dimensionality of latent space
        """
        super().__init__(weight=1, batch_axis=0)

        self._input_dim = input_dim
        self._latent_dim = latent_dim

        with self.name_scope():
            self._fit_loss = fit_loss
            self._kl_loss = VAELossKLTerm(latent_dim)

    def hybrid_forward(self, F, x, *args, **kwargs):
        # x: input, args[0]: latent prob. distribution, args[1]: output of VAE (before sigmoid)
        q = args[0]
        y = args[1]

        kl_term = self._kl_loss(q)
        fit_term = self._fit_loss(y, x) * self._input_dim  # fix averaging over features by mult by input dim

        return fit_term + kl_term


class DRAWLoss(VAELoss):
    """
    Loss function for DRAW model.

    This is basically VAE loss with multiple latent variables. See Eqns. 9, 10, 11, and 12 in the paper.
    """
    def __init__(self, fit_loss: Loss, input_dim: int, latent_dim: int):
        """
        :param fit_loss: Loss used for p(x|z), i.e., reconstruction loss.
            1. Note the output of DRAW is not passed through sigmoid. Make sure the loss function expects that (by
               passing from_sigmoid=False when applicable).
            2. We assume that the loss function averages over (input/output) features, rather than summing.
        :param input_dim: Input dimensionality.
        :param latent_dim: Dimensionality of latent space
        """
        super().__init__(fit_loss, input_dim, latent_dim)

    def hybrid_forward(self, F, x, *args, **kwargs):
        qs = args[0]  # steps x batch x latent
        y = args[1]  # batch x features

        fit_term = self._fit_loss(y, x) * self._input_dim  # convert avg -> sum by scaling with input dim
        kl_term = F.sum(F.stack(*[self._kl_loss(q) for q in qs], axis=0), axis=0)

        return fit_term + kl_term


class Net(DRAWLoss):
    def __init__(self):
        super(Net, self).__init__(SigmoidBinaryCrossEntropyLoss(from_sigmoid=False, batch_axis=0), 16, 4)
