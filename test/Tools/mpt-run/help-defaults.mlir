// mpt-run --help states every option's default (OptionWithDefault): the
// option lines of mpt-run's category each say "default", and the values
// are the ones the options start with.
// RUN: mpt-run --help | FileCheck %s
// RUN: mpt-run --help | %python %S/Inputs/options_without_default.py | FileCheck %s --check-prefix=ALL
// ALL: options without a default: 0
// ALL-NOT: {{^ +-}}

// CHECK-DAG: --shuffle {{.*}}(default: true)
// CHECK-DAG: --steps=<long> {{.*}}(default: 100)
// CHECK-DAG: --precision=<string> {{.*}}(default: f32)
// CHECK-DAG: --fp8-scaling=<value> {{.*}}(default: delayed)
// CHECK-DAG: --fp8-recipe=<value> {{.*}}(default: tensorwise)
// CHECK-DAG: --loss-scaling=<value> {{.*}}(default: auto)
// CHECK-DAG: --csv=<string> {{.*}}(default: none)
// CHECK-DAG: -O <uint> {{.*}}(default: 2)
// CHECK-DAG: --report-memory {{.*}}(default: false)
// Descriptions that state their default keep it, once.
// CHECK-DAG: --threads=<uint> {{.*}}(default: the CPUs this process may run on; 1 if mpt was built without libomp){{$}}
