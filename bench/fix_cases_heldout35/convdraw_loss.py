"""ConvDRAW's training loss (the convolutional DRAW of Gregor et al. 2016): the negative variational
bound over recurrent steps, with a learned prior per step.  ``ConvDRAWLoss.hybrid_forward``
pairs the posterior and prior of each step with ``zip(qs, ps)`` (steps x batch x 2*latent each),
and ``ConvDRAWLossKLTerm`` slices mean and log-sd with ``q[:, 0:self._latent_dim]`` and the like.
Eagerly NDArrays iterate over axis 0 and take slices; hybridized each Symbol iterates over its one
output and takes only an integer index (TypeError).

Source: gokererdogan/Papers @ c018c206f8 (2020-01), convdraw/core.py (``ConvDRAWLossKLTerm``,
``ConvDRAWLoss``) as written (the module's ConvDRAW network, sampling and gif helpers dropped).
``Net`` is the loss convdraw/train_omniglot.py builds, ``ConvDRAWLoss(
SigmoidBinaryCrossEntropyLoss(from_sigmoid=False, batch_axis=0), input_dim, latent_shape)``, at
16 input features and a (1, 2, 2) latent map.  Inputs: images (2, 16), 3 steps of posteriors and
of priors (3, 2, 8) each, the reconstruction logits (2, 16).
"""
from typing import Optional, Tuple, Union

import mxnet as mx
import mxnet.ndarray as nd
import numpy as np
from mxnet.gluon.loss import Loss, SigmoidBinaryCrossEntropyLoss

INPUTS = [(2, 16), (3, 2, 8), (3, 2, 8), (2, 16)]


class ConvDRAWLossKLTerm(Loss):
    """
    KL term in variational lower bound used for training ConvDraw.

    This is essentially the KL-divergence between two diagonal multivariate Gaussians.
    """
    def __init__(self, latent_dim: int):
        """
        :param latent_dim: Dimensionality of latent space.
        """
        super().__init__(weight=1, batch_axis=0)

        self._latent_dim = latent_dim

    def hybrid_forward(self, F, q, *args, **kwargs):
        p = args[0]
        # q and p are batches x latent space * 2 [mu, log_sd]
        mu_q = q[:, 0:self._latent_dim]
        mu_p = p[:, 0:self._latent_dim]
        log_sd_q = q[:, self._latent_dim:]
        log_sd_p = p[:, self._latent_dim:]

        # first term in Eq. 10. acts as a regularizer
        kl_term = 0.5 * (-self._latent_dim + F.sum(2. * log_sd_p, axis=0, exclude=True) -
                         F.sum(2. * log_sd_q, axis=0, exclude=True) +
                         F.sum(F.square((mu_q - mu_p) / F.exp(log_sd_p)), axis=0, exclude=True) +
                         F.sum(F.exp(2. * (log_sd_q - log_sd_p)), axis=0, exclude=True))

        return kl_term


class ConvDRAWLoss(Loss):
    """
    Negative variational lower bound used for training ConvDRAW.

    See Eq. 11 in the paper.
    """
    def __init__(self, fit_loss: Loss, input_dim: int, latent_shape: Tuple[int, int, int],
                 input_cost_scale: float = 1.0):
        """
        :param fit_loss: Loss used for p(x|z), i.e., reconstruction loss. Note the output of VAE is not passed through
            sigmoid. We assume that the loss function averages over (input/output) features, rather than summing.
        :param input_dim: Input dimensionality.
        :param latent_shape: Shape of latent space, CxHxW.
        """
        super().__init__(weight=1, batch_axis=0)

        assert 0. < input_cost_scale <= 1.0, "Input cost scale must be in (0, 1]"
        self._input_dim = input_dim
        self._latent_dim = int(np.prod(latent_shape))
        self._input_cost_scale = input_cost_scale

        with self.name_scope():
            self._fit_loss = fit_loss
            self._kl_loss = ConvDRAWLossKLTerm(self._latent_dim)

    def hybrid_forward(self, F, x, *args, **kwargs):
        # x: input, args[0]: latent prob. distribution, args[1]: latent prior prob. distribution,
        # args[2]: output of VAE (before sigmoid)
        qs = args[0]  # steps x batch x latent
        ps = args[1]  # steps x batch x latent
        y = args[2]  # batch x features

        fit_term = self._fit_loss(y, x) * self._input_dim  # convert avg -> sum by scaling with input dim
        kl_term = F.sum(F.stack(*[self._kl_loss(q, p) for q, p in zip(qs, ps)], axis=0), axis=0)

        return (self._input_cost_scale * fit_term) + kl_term


class Net(ConvDRAWLoss):
    def __init__(self):
        super(Net, self).__init__(SigmoidBinaryCrossEntropyLoss(from_sigmoid=False, batch_axis=0), 16, (1, 2, 2))
