"""Neural-network ops, one module per family; importing this registers them.

* ``nn_dense``     -- FullyConnected, dot, batch_dot
* ``nn_conv``      -- Convolution, Pooling
* ``nn_deconv``    -- Deconvolution
* ``nn_im2col``    -- im2col, col2im
* ``nn_act``       -- Activation, LeakyReLU, softmax, log_softmax, softmin
* ``nn_norm``      -- BatchNorm, LayerNorm, InstanceNorm, GroupNorm, Dropout,
  contrib.BatchNormWithReLU, contrib.SyncBatchNorm
* ``nn_embedding`` -- Embedding
* ``nn_misc``      -- Pad, UpSampling, L2Normalization, LRN, SoftmaxOutput,
  SoftmaxActivation, *RegressionOutput
* ``nn_loss``      -- CTCLoss, softmax_cross_entropy
* ``nn_resize``    -- contrib.AdaptiveAvgPooling2D, contrib.BilinearResize2D
* ``nn_spatial``   -- GridGenerator, BilinearSampler
* ``nn_rnn``       -- RNN (fused rnn_relu/rnn_tanh/lstm/gru), _internal._rnn_param_concat

(sigmoid, tanh, softsign, relu and topk are registered by elemwise.py / tensor.py.)
"""
from __future__ import annotations

from . import (  # noqa: F401
    nn_act,
    nn_conv,
    nn_deconv,
    nn_im2col,
    nn_dense,
    nn_embedding,
    nn_loss,
    nn_misc,
    nn_norm,
    nn_resize,
    nn_rnn,
    nn_spatial,
)
