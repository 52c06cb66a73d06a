"""awslabs/gluonts#419 (https://github.com/awslabs/gluonts/issues/419), "DeepStateEstimator with
add_trend=True throws module 'mxnet.symbol' has no attribute 'array'" (a user's report, fixed by
awslabs/gluonts#578): the level-trend state space model builds its transition matrix with
`F.array([[1, 1], [0, 1]])`, where `F = getF(seasonal_indicators)` is mx.sym when hybridized.

Source: awslabs/gluonts, src/gluonts/model/deepstate/issm.py at the parent of commit 42f512ad5f78
(#578): `LevelISSM.latent_dim` and `LevelTrendISSM.transition_coeff` unchanged (with its "TODO: this
won't work if F == mx.sym"); gluonts' `getF` (gluonts/distribution/distribution.py) and
`_broadcast_param` (gluonts/support/util.py) copied as defined there.  Completed minimally: a block
returning the transition coefficients for its seasonal indicators (batch, time, 1), as the DeepState
network calls `issm.get_issm_coeff`.
"""
import mxnet as mx
from mxnet import gluon

INPUTS = [(2, 6, 1)]


def getF(var):
    if isinstance(var, mx.nd.NDArray):
        return mx.nd
    elif isinstance(var, mx.sym.Symbol):
        return mx.sym
    else:
        raise RuntimeError("var must be instance of NDArray or Symbol in getF")


def _broadcast_param(param, axes, sizes):
    for axis, size in zip(axes, sizes):
        param = param.expand_dims(axis=axis).broadcast_axes(
            axis=axis, size=size
        )

    return param


class LevelTrendISSM:
    def latent_dim(self) -> int:
        return 2

    def output_dim(self) -> int:
        return 1

    def transition_coeff(
        self, seasonal_indicators  # (batch_size, time_length)
    ):
        F = getF(seasonal_indicators)

        _transition_coeff = (
            # TODO: this won't work if F == mx.sym
            F.array([[1, 1], [0, 1]])
            .expand_dims(axis=0)
            .expand_dims(axis=0)
        )

        # get the right shape: (batch_size, seq_length, latent_dim, latent_dim)
        zeros = _broadcast_param(
            F.zeros_like(
                seasonal_indicators.slice_axis(
                    axis=-1, begin=0, end=1
                ).squeeze(axis=-1)
            ),
            axes=[2, 3],
            sizes=[self.latent_dim(), self.latent_dim()],
        )

        return _transition_coeff.broadcast_like(zeros)


class Net(gluon.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.issm = LevelTrendISSM()

    def hybrid_forward(self, F, seasonal_indicators):
        return self.issm.transition_coeff(seasonal_indicators)
