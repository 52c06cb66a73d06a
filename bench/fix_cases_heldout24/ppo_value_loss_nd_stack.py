"""PPO's clipped value loss (reinforcement learning, Intel's RL Coach, MXNet backend): the
element-wise maximum of the plain and the clipped squared errors is taken with
`mx.nd.stack(value_loss_1, value_loss_2).max(axis=0)` -- the NDArray module inside
`loss_forward`, which the Loss's `hybrid_forward` calls with `F` -- so the loss fails when
hybridized.

Source: NervanaSystems/coach @ f52ff1784d, rl_coach/architectures/mxnet_components/heads/ppo_v_head.py:
`PPOVHeadLoss` (`__init__`, `loss_forward`) unchanged but for the `input_schema` property
(coach's agent-side argument bookkeeping) left out; `HeadLoss` from heads/head.py (`forward`,
`_loss_output`, `hybrid_forward`) unchanged.  `Net` is the loss with epsilon 0.2.  Inputs:
new values, old values, target values, (6,) each.
"""
from typing import List, Tuple, Union
from types import ModuleType

import mxnet as mx
from mxnet.gluon import loss
from mxnet.ndarray import NDArray
from mxnet.symbol import Symbol

INPUTS = [(6,), (6,), (6,)]

nd_sym_type = Union[mx.nd.NDArray, mx.sym.Symbol]
LOSS_OUT_TYPE_LOSS = 'loss'


class HeadLoss(loss.Loss):
    """
    ABC for loss functions of each head. Child class must implement input_schema() and loss_forward()
    """
    def __init__(self, *args, **kwargs):
        super(HeadLoss, self).__init__(*args, **kwargs)
        self._output_schema = None  # type: List[str]

    @property
    def output_schema(self) -> List[str]:
        """
        :return: schema for output of hybrid_forward. Must contain 'loss' and 'regularization' keys at least once.
            The order and total number must match that of returned values from the loss. 'loss' and 'regularization'
            are special keys. Any other string is treated as auxiliary outputs and must include match auxiliary
            fetch names returned by the head.
        """
        return self._output_schema

    def forward(self, *args):
        """
        Override forward() so that number of outputs can be checked against the schema
        """
        outputs = super(HeadLoss, self).forward(*args)
        if isinstance(outputs, tuple) or isinstance(outputs, list):
            num_outputs = len(outputs)
        else:
            assert isinstance(outputs, NDArray) or isinstance(outputs, Symbol)
            num_outputs = 1
        assert num_outputs == len(self.output_schema), "Number of outputs don't match schema ({} != {})".format(
            num_outputs, len(self.output_schema))
        return outputs

    def _loss_output(self, outputs: List[Tuple[Union[NDArray, Symbol], str]]):
        """
        Must be called on the output from hybrid_forward().
        Saves the returned output as the schema and returns output values in a list
        :return: list of output values
        """
        output_schema = [o[1] for o in outputs]
        assert self._output_schema is None or self._output_schema == output_schema
        self._output_schema = output_schema
        return tuple(o[0] for o in outputs)

    def hybrid_forward(self, F, x, *args, **kwargs):
        """
        Passes the cal to loss_forward() and constructs output schema from its output by calling loss_output()
        """
        return self._loss_output(self.loss_forward(F, x, *args, **kwargs))



class PPOVHeadLoss(HeadLoss):
    def __init__(self, clip_likelihood_ratio_using_epsilon: float, weight: float=1, batch_axis: int=0) -> None:
        """
        Loss for PPO Value network.
        Schulman implemented this extension in OpenAI baselines for PPO2
        See https://github.com/openai/baselines/blob/master/baselines/ppo2/ppo2.py#L72

        :param clip_likelihood_ratio_using_epsilon: epsilon to use for likelihood ratio clipping.
        :param weight: scalar used to adjust relative weight of loss (if using this loss with others).
        :param batch_axis: axis used for mini-batch (default is 0) and excluded from loss aggregation.
        """
        super(PPOVHeadLoss, self).__init__(weight=weight, batch_axis=batch_axis)
        self.weight = weight
        self.clip_likelihood_ratio_using_epsilon = clip_likelihood_ratio_using_epsilon


    def loss_forward(self,
                     F: ModuleType,
                     new_policy_values: nd_sym_type,
                     old_policy_values: nd_sym_type,
                     target_values: nd_sym_type) -> List[Tuple[nd_sym_type, str]]:
        """
        Used for forward pass through loss computations.
        Calculates two losses (L2 and a clipped difference L2 loss) and takes the maximum of the two.
        Works with batches of data, and optionally time_steps, but be consistent in usage: i.e. if using time_step,
        new_policy_values, old_policy_values and target_values all must include a time_step dimension.

        :param (mx.nd or mx.sym) F: backend api (mx.sym if block has been hybridized).
        :param new_policy_values: values predicted by PPOVHead network,
            of shape (batch_size) or
            of shape (batch_size, time_step).
        :param old_policy_values: values predicted by old value network,
            of shape (batch_size) or
            of shape (batch_size, time_step).
        :param target_values: actual state values,
            of shape (batch_size) or
            of shape (batch_size, time_step).
        :return: loss, of shape (batch_size).
        """
        # L2 loss
        value_loss_1 = (new_policy_values - target_values).square()
        # Clipped difference L2 loss
        diff = new_policy_values - old_policy_values
        clipped_diff = diff.clip(a_min=-self.clip_likelihood_ratio_using_epsilon,
                                 a_max=self.clip_likelihood_ratio_using_epsilon)
        value_loss_2 = (old_policy_values + clipped_diff - target_values).square()
        # Maximum of the two losses, element-wise maximum.
        value_loss_max = mx.nd.stack(value_loss_1, value_loss_2).max(axis=0)
        # Aggregate over temporal axis, adding if doesn't exist (hense reshape)
        value_loss_max_w_time = value_loss_max.reshape(shape=(0, -1))
        value_loss = value_loss_max_w_time.mean(axis=1)
        # Weight the loss (and average over samples of batch)
        value_loss_weighted = value_loss.mean() * self.weight
        return [(value_loss_weighted, LOSS_OUT_TYPE_LOSS)]


class Net(PPOVHeadLoss):
    def __init__(self):
        super(Net, self).__init__(clip_likelihood_ratio_using_epsilon=0.2)
