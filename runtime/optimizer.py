"""``mx.optimizer``: MXNet 1.9.1's optimizers (sgd, nag, adam, rmsprop, adagrad, signum, ftml,
ftrl, adadelta, adamax, nadam, lamb, lars, lbsgd, dcasgd, sgld, ccsgd, test; SGLD's noise is the
runtime's random stream, not MXNet's).

The update rules are MXNet's fused update operators (``multi_sgd_update``/
``multi_sgd_mom_update``, ``nag_mom_update``, ``adam_update``, ``rmsprop_update``,
``rmspropalex_update``: the steps of ``nd_updates``, which ``nd.sgd_mom_update`` ...
run too) and AdaGrad's python update, element for element and in the weight's
dtype, over the xp (numpy/cupy) buffers and updating weight and states in place:

* gradients are rescaled by ``rescale_grad`` (the Trainer sets
  ``1/batch_size``) and clipped to ``[-clip_gradient, clip_gradient]`` when
  ``clip_gradient`` is set (for adam/rmsprop after adding ``wd * weight``, for
  sgd/nag before, as in MXNet);
* ``lr``/``wd`` of a parameter are multiplied by its ``lr_mult``/``wd_mult``
  (``param_dict``, which the Trainer fills) or by ``set_lr_mult``/``set_wd_mult``;
* ``multi_precision`` keeps a float32 master copy of float16 weights: the state is
  ``(master, states)`` as MXNet's base class makes it, ``(states, master)`` for SGD, NAG and
  LARS, which override it in MXNet too (so MXNet's pickled states fit).

The modules: ``optimizer_base`` (``Optimizer``, the registry), ``optimizer_sgd`` (the SGD
family; ``optimizer_flat``: its flat buffers), ``optimizer_adaptive`` (Adam, RMSProp...),
``optimizer_layerwise`` (LAMB, LARS, LBSGD), ``optimizer_updater`` (``Updater``).  Importing
this module registers every optimizer.
"""
from __future__ import annotations

from .optimizer_adaptive import FTML, AdaDelta, AdaGrad, Adam, Adamax, Ftrl, Nadam, RMSProp
from .optimizer_base import Optimizer, create, register
from .optimizer_layerwise import LAMB, LARS, LBSGD
from .optimizer_sgd import DCASGD, NAG, SGD, SGLD, Signum, Test, ccSGD
from .optimizer_updater import Updater, get_updater

__all__ = [
    "FTML",
    "LAMB",
    "NAG",
    "SGD",
    "AdaDelta",
    "AdaGrad",
    "Adam",
    "Adamax",
    "DCASGD",
    "Ftrl",
    "LARS",
    "LBSGD",
    "Nadam",
    "Optimizer",
    "RMSProp",
    "SGLD",
    "Signum",
    "Test",
    "Updater",
    "ccSGD",
    "create",
    "get_updater",
    "register",
]
