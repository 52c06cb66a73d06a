"""DRAW's selective-attention read (Gregor et al. 2015, section 3.2): from the decoder state it
predicts five attention parameters per image (``attn_params[:, 0]`` ... ``[:, 4:5]``), builds the
Gaussian filterbanks Fx (batch x N x A) and Fy (batch x N x B), and reads an N x N glimpse of the
image and of the error image, one batch item at a time: ``F.stack(*[F.dot(F.dot(Fx_i, x_i),
Fy_i.T) for Fx_i, x_i, Fy_i in zip(Fx, F.reshape(x, ...), Fy)])``.  Eagerly NDArrays are indexed
with tuples, iterated over axis 0 and transposed with ``.T``; hybridized a Symbol takes only an
integer index (TypeError), iterates over its one output and has no ``.T``.

Source: gokererdogan/Papers @ c018c206f8 (2020-01), draw/core.py (``SelectiveAttentionBase``,
``SelectiveAttentionRead``) as written.  ``Net`` is the read block draw/train_mnist.py builds,
``SelectiveAttentionRead(read_size, input_shape, batch_size)``, with a 3 x 3 glimpse of 4 x 5
images and a batch of 2 (the sizes of the author's tests).  Inputs: images and error images
(2, 20) each, the decoder's hidden and cell states (2, 6) each.
"""
from typing import Optional, Tuple, Union

import mxnet as mx
import mxnet.ndarray as nd
import numpy as np
from mxnet.gluon.nn import Dense, HybridBlock

INPUTS = [(2, 20), (2, 20), (2, 6), (2, 6)]


class SelectiveAttentionBase(HybridBlock):
    """
    Selective attention model base class.

    This class implements the attention filter construction which is used by both read and write attention modules.
    See Section 3.2 in the paper.
    """
    def __init__(self, filter_size: int, input_shape: Tuple[int, int], batch_size: int, prefix: Optional[str] = None):
        """
        :param filter_size: Size of the filter. Assumes square NxN filter.
        :param input_shape: Input shape (2-tuple: HxW).
        :param batch_size: Batch size.
        :param prefix: Prefix for block.
        """
        super().__init__(prefix=prefix)

        self._filter_size = filter_size
        self._input_shape = input_shape
        self._larger_input_dim = input_shape[0] if input_shape[0] > input_shape[1] else input_shape[1]
        self._batch_size = batch_size

        with self.name_scope():
            self._attention_params_layer = Dense(units=5)

    @property
    def filter_size(self):
        return self._filter_size

    def _build_filter(self, F, attn_params):
        # attn params (batch x 5): gx_tilde, gy_tilde, log_var, log_delta_tilde, log_gamma (Eqn. 21)

        # Input image is M x A x B (M: batch size)
        # Filter for each image is N x N
        # F_x will be M x N x A
        # F_y will be M x N x B

        gx = ((self._input_shape[0] + 1.) / 2) * (attn_params[:, 0] + 1)
        gy = ((self._input_shape[1] + 1.) / 2) * (attn_params[:, 1] + 1)
        delta = ((self._larger_input_dim - 1) / (self._filter_size - 1)) * F.exp(attn_params[:, 3])

        # Eqn. 19 and 20.
        mu_vec = F.arange(1, self._filter_size+1) - (self._filter_size / 2.) - 0.5
        # A x N x M
        mu_x = gx + (delta * F.broadcast_to(F.expand_dims(F.expand_dims(mu_vec, axis=1), axis=0),
                                            (self._input_shape[0], 0, self._batch_size)))
        # B x N x M
        mu_y = gy + (delta * F.broadcast_to(F.expand_dims(F.expand_dims(mu_vec, axis=1), axis=0),
                                            (self._input_shape[1], 0, self._batch_size)))

        # Eqn. 25 and 26.
        # A x N x M
        Fx_grid = F.broadcast_to(F.expand_dims(F.expand_dims(F.arange(1, self._input_shape[0]+1), axis=1), axis=1),
                                 (0, self._filter_size, self._batch_size))
        Fx = F.softmax(-F.square(Fx_grid - mu_x) / (2. * F.exp(attn_params[:, 2])), axis=0)
        # B x N x M
        Fy_grid = F.broadcast_to(F.expand_dims(F.expand_dims(F.arange(1, self._input_shape[1]+1), axis=1), axis=1),
                                 (0, self._filter_size, self._batch_size))
        Fy = F.softmax(-F.square(Fy_grid - mu_y) / (2. * F.exp(attn_params[:, 2])), axis=0)

        return F.transpose(Fx), F.transpose(Fy)

    def hybrid_forward(self, F, x, *args, **kwargs):
        # This must return a 2-tuple of (out, attention params)
        raise NotImplemented


class SelectiveAttentionRead(SelectiveAttentionBase):
    """
    Selective attention read block.

    Section 3.2 in the paper.
    """
    def __init__(self, filter_size: int, input_shape: Tuple[int, int], batch_size: int, prefix: Optional[str] = None):
        super().__init__(filter_size, input_shape, batch_size, prefix=prefix)

    def hybrid_forward(self, F, x, *args, **kwargs):
        err = args[0]
        h_dec = args[1]
        c_dec = args[2]
        attn_params = self._attention_params_layer(F.concat(h_dec, c_dec, dim=1))
        Fx, Fy = self._build_filter(F, attn_params)

        # Eqn. 27
        read_x = F.stack(*[F.dot(F.dot(Fx_i, x_i), Fy_i.T) for
                           Fx_i, x_i, Fy_i in zip(Fx, F.reshape(x, (-1, *self._input_shape)), Fy)], axis=0)
        read_err = F.stack(*[F.dot(F.dot(Fx_i, err_i), Fy_i.T) for
                             Fx_i, err_i, Fy_i in zip(Fx, F.reshape(err, (-1, *self._input_shape)), Fy)], axis=0)
        read = F.exp(attn_params[:, 4:5]) * F.concat(F.flatten(read_x), F.flatten(read_err))
        return read, attn_params


class Net(SelectiveAttentionRead):
    def __init__(self):
        super(Net, self).__init__(3, (4, 5), 2)
