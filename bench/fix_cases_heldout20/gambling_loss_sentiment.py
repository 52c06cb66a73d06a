"""Gambler's loss of a market-forecasting model (the "gambling-variance" loss of its find_loss),
sentiment output: the up/down columns of the prediction and the target's first column are taken
by tensor indexing (`prediction[:, 0]`, `prediction[:, 1]`, `target[:, 0]`) and the variance is
divided by the batch size `prediction.shape[0]`.

Source: a public Gluon losses module of a stock-movement forecasting code base found with
find_string (id 42639337749, "hybrid_forward(self, F, prediction, target"); GamblingLoss unchanged
but renamed `Net` (the same class as gambling_loss_prediction.py, the other branch).  Completed:
`output` (required) defaults to "sentiment" and include_variance to True, as the module's
find_loss("gambling-variance", "sentiment") builds it, so that `Net()` builds.  Inputs: prediction
(4, 2) and target (4, 1).
"""
import mxnet as mx

INPUTS = [(4, 2), (4, 1)]


class Net(mx.gluon.loss.Loss):
    """
    The Gambler's Loss.  See module docstring for details.
    """

    def __init__(self, output: str = "sentiment", threshold=0.001, weight=None, batch_axis=0,
                 include_variance: bool = True, **kwargs):
        super().__init__(weight, batch_axis, **kwargs)
        self.output = output
        self.threshold = threshold
        self.include_variance = include_variance

    def hybrid_forward(self, F, prediction, target):
        """
        Standard hybrid_forward function.  +prediction+ is the prediction
        tensor, +target+ is the target movement, and +F+ is an mxnet.ndarray
        for use if the network is hybridized.
        """
        assert self.output in ["prediction", "sentiment"]
        if self.output == "prediction":
            zeros = F.zeros(prediction.shape, ctx=prediction.context)

            # Calculate loss for upward motions
            up_loss = F.where(prediction > self.threshold, -target, zeros)
            total_up = F.sum(up_loss, 1, keepdims=True)

            # Calculate loss for downward motions
            down_loss = F.where(prediction < -self.threshold, target, zeros)
            total_down = F.sum(down_loss, 1, keepdims=True)

            # Calculate variance
            if self.include_variance:
                variance = (total_down * total_down) + (total_up * total_up)
                variance = F.sum(variance) / prediction.shape[0]
            else:
                variance = .0

            # Return the total loss and variance
            return (F.sum(total_up) + F.sum(total_down)), variance
        elif self.output == "sentiment":

            # Make prediction based on sentiment and confidence
            up_loss = -prediction[:, 0] * target[:, 0]
            down_loss = prediction[:, 1] * target[:, 0]

            # Calculate variance
            if self.include_variance:
                variance = (up_loss * up_loss) + (down_loss * down_loss)
                variance = F.sum(variance) / prediction.shape[0]
            else:
                variance = .0

            return F.sum(up_loss + down_loss), variance
