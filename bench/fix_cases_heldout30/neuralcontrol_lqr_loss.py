"""Linear-quadratic-regulator loss of a control experiment: `x^T Q x + u^T R u` per time step,
with the cost matrices `Q`, `R` handed to the constructor as NDArrays (`q * mx.nd.eye(n)`) and
tiled over the batch with `F.tile(self.Q, (len(x), 1, 1))` before `F.batch_dot`.  Hybridized, the
NDArray `self.Q` cannot enter the traced graph (and `len(x)` of a Symbol is 1).

Source: rbodo/neural_control @ 0eb86fe742, src/control_systems_mxnet.py (LqrLoss), unchanged but
for the class name and a constructor that builds `Q` and `R` as examples/linear_rnn_lqr.py's
get_loss_function does (q = r = 0.5, two states, one input, `weight` = dt = 0.1).  Inputs: states
(batch, states, time) = (2, 2, 5) and controls (2, 1, 5).
"""
import mxnet as mx

INPUTS = [(2, 2, 5), (2, 1, 5)]


class LqrLoss(mx.gluon.loss.Loss):
    """Linear Quadratic Regulator loss."""
    def __init__(self, weight=1, batch_axis=0, **kwargs):
        self.Q = kwargs.pop('Q')
        self.R = kwargs.pop('R')
        super().__init__(weight, batch_axis, **kwargs)

    # noinspection PyMethodOverriding,PyProtectedMember
    def hybrid_forward(self, F, x, u, sample_weight=None):
        loss = (F.sum(x * F.batch_dot(F.tile(self.Q, (len(x), 1, 1)), x), 1) +
                F.sum(u * F.batch_dot(F.tile(self.R, (len(x), 1, 1)), u), 1))
        loss = mx.gluon.loss._apply_weighting(F, loss, self._weight,
                                              sample_weight)
        if mx.is_np_array():
            if F is mx.nd.ndarray:
                return F.np.mean(loss, axis=tuple(range(1, loss.ndim)))
            else:
                return F.npx.batch_flatten(loss).mean(axis=1)
        else:
            return F.mean(loss, axis=self._batch_axis, exclude=True)


class Net(LqrLoss):
    def __init__(self):
        Q = 0.5 * mx.nd.eye(2, ctx=mx.cpu())
        R = 0.5 * mx.nd.eye(1, ctx=mx.cpu())
        super().__init__(0.1, Q=Q, R=R)
