"""TimesFM's reversible per-series normalisation and output head: mean and std of the first patch
(`first = context[:, :self.patch_len]`), the context standardised by them, a stand-in encoder on
the patches, the output residual block giving each patch an output patch longer than the input patch
(`horizon_len * (1 + num_quantiles)` values) reshaped to (B, N, horizon, 1 + Q), and the forecast
denormalised by `out * sigma.reshape((b, 1, 1, 1)) + mu.reshape((b, 1, 1, 1))` with `b = context.shape[0]`."""
from mxnet.gluon import nn


INPUTS = [(3, 24)]


class Net(nn.HybridBlock):
    def __init__(self, patch_len=8, horizon_len=12, num_quantiles=3, model_dims=16, tolerance=1e-6, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.patch_len = patch_len
        self.horizon_len = horizon_len
        self.num_outputs = 1 + num_quantiles
        self.tolerance = tolerance
        with self.name_scope():
            self.encoder = nn.Dense(model_dims, in_units=patch_len, flatten=False, activation='relu')
            self.horizon_ff_layer = nn.Dense(horizon_len * self.num_outputs, in_units=model_dims, flatten=False)

    def hybrid_forward(self, F, context):
        first = context[:, :self.patch_len]
        mu = first.mean(axis=1, keepdims=True)
        sigma = F.sqrt(F.broadcast_sub(first, mu).square().mean(axis=1, keepdims=True))
        sigma = F.maximum(sigma, self.tolerance)
        normed = F.broadcast_div(F.broadcast_sub(context, mu), sigma)
        b = context.shape[0]
        patches = normed.reshape((b, -1, self.patch_len))
        out = self.horizon_ff_layer(self.encoder(patches))
        out = out.reshape((b, -1, self.horizon_len, self.num_outputs))
        return out * sigma.reshape((b, 1, 1, 1)) + mu.reshape((b, 1, 1, 1))
