"""MixNet's mixed depthwise block: a helper splits the channels into groups from
`in_channels = data.shape[slice_axis]` and cuts them with `mx.nd.slice_axis` (the eager namespace),
each group gets its own pointwise / depthwise conv (kernel sizes 3 and 5), and the groups are joined
by `mx.nd.concat`, with BN and PReLU after each stage.

Source: justinshaohi/gluon_mixnets models.py (_split_channels, _split_data,
MixBlock.hybrid_forward) at 1e64069f86672f5f984b10b437ef296a93d474e4; adapted: small sizes, PReLU for
the activation, no batch-norm arguments.
"""
import mxnet as mx


INPUTS = [(2, 4, 6, 6)]


def _split_channels(total_filters, num_groups):
    split = [total_filters // num_groups for _ in range(num_groups)]
    split[0] += total_filters - sum(split)
    return split


def _split_data(data, num_groups, slice_axis=1):
    in_channels = data.shape[slice_axis]
    split = _split_channels(in_channels, num_groups)
    data_split = []
    for i in range(len(split)):
        if i == 0:
            data_split.append(mx.nd.slice_axis(data, axis=slice_axis, begin=0, end=split[i]))
        else:
            slice_index = sum(split[:i - 1])
            data_split.append(mx.nd.slice_axis(data, axis=slice_axis, begin=slice_index, end=slice_index + split[i]))
    return data_split


def _make_same_pad(ks):
    return ks // 2


class Net(mx.gluon.nn.HybridBlock):
    def __init__(self, in_channels=4, channels=4, t=2, dw_kernels=(3, 5), pw_kernels=(1, 1), stride=1, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self._expand = t
            self._pw_expand = mx.gluon.nn.HybridSequential(prefix='pw_expand_')
            self._dw = mx.gluon.nn.HybridSequential(prefix='dw_')
            self._pw_project = mx.gluon.nn.HybridSequential(prefix='pw_project_')
            self._pw_num_group = len(pw_kernels)
            self._dw_num_group = len(dw_kernels)
            self._activation = mx.gluon.nn.PReLU()
            with self._pw_expand.name_scope():
                expand_filter = in_channels * t
                split = _split_channels(expand_filter, self._pw_num_group)
                for i in range(self._pw_num_group):
                    self._pw_expand.add(mx.gluon.nn.Conv2D(split[i], pw_kernels[i], strides=1,
                                                           padding=_make_same_pad(pw_kernels[i])))
                self._pw_expand.add(mx.gluon.nn.BatchNorm())
            with self._dw.name_scope():
                split = _split_channels(expand_filter, self._dw_num_group)
                for i in range(self._dw_num_group):
                    self._dw.add(mx.gluon.nn.Conv2D(split[i], dw_kernels[i], strides=stride,
                                                    padding=_make_same_pad(dw_kernels[i]), groups=split[i]))
                self._dw.add(mx.gluon.nn.BatchNorm())
            with self._pw_project.name_scope():
                split = _split_channels(channels, self._pw_num_group)
                for i in range(self._pw_num_group):
                    self._pw_project.add(mx.gluon.nn.Conv2D(split[i], pw_kernels[i], strides=1,
                                                            padding=_make_same_pad(pw_kernels[i])))
                self._pw_project.add(mx.gluon.nn.BatchNorm())

    def hybrid_forward(self, F, x, *args, **kwargs):
        # pw expand
        x_splits = _split_data(x, self._pw_num_group)
        x_outputs = [op(data) for data, op in zip(x_splits, self._pw_expand)]
        pw_expand_out = mx.nd.concat(*x_outputs, dim=1)
        pw_expand_out = self._activation(self._pw_expand[-1](pw_expand_out))

        # dw
        pw_expand_out_split = _split_data(pw_expand_out, self._dw_num_group)
        dw_outputs = [op(data) for data, op in zip(pw_expand_out_split, self._dw)]
        dw_out = mx.nd.concat(*dw_outputs, dim=1)
        dw_out = self._activation(self._dw[-1](dw_out))

        # pw project
        dw_out_splits = _split_data(dw_out, self._pw_num_group)
        pw_project_outputs = [op(data) for data, op in zip(dw_out_splits, self._pw_project)]
        pw_project_out = mx.nd.concat(*pw_project_outputs, dim=1)
        pw_project_out = self._pw_project[-1](pw_project_out)
        return pw_project_out
